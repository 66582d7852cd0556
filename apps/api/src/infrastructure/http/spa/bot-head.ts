import { pageTitle } from '@botdir/contracts';
import type { BotDetailView } from '@botdir/read-store';
import type { PageHead } from './page-head';

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** A public bot's page as link previews and search engines see it. */
export function botPageHead(bot: BotDetailView, url: string): PageHead {
  const description = clip(bot.shortDescription || bot.description, 200);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: bot.name,
    description,
    url,
    image: bot.avatar,
    applicationCategory: 'CommunicationApplication',
    operatingSystem: 'Discord',
    author: { '@type': 'Person', name: bot.ownerName },
    datePublished: bot.createdAt,
    dateModified: bot.updatedAt,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
  if (bot.ratingCount > 0) {
    jsonLd['aggregateRating'] = {
      '@type': 'AggregateRating',
      ratingValue: (bot.rating / 10).toFixed(1),
      ratingCount: bot.ratingCount,
      bestRating: '5',
      worstRating: '1',
    };
  }
  return {
    title: pageTitle(`${bot.name}: Discord Bot`),
    description,
    url,
    image: bot.avatar,
    type: 'website',
    jsonLd,
  };
}
