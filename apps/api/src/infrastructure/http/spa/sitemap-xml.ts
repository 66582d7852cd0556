import { paths } from '@botdir/contracts';
import type { PublicBotEntry } from '@botdir/read-store';
import { escapeHtml } from './html-escape';

/** The sitemap protocol's limit per file. */
export const URLS_PER_SITEMAP = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const maxTime = (entries: PublicBotEntry[]): string | null =>
  entries.reduce<string | null>(
    (max, entry) => (!max || entry.updatedAt > max ? entry.updatedAt : max),
    null,
  );

/** The pages' sitemap, then one sitemap per URLS_PER_SITEMAP bots, each with its latest change. */
export function sitemapIndexXml(origin: string, bots: PublicBotEntry[]): string {
  const items = [`  <sitemap><loc>${escapeHtml(origin)}/sitemaps/pages.xml</loc></sitemap>`];
  for (let page = 0; page * URLS_PER_SITEMAP < bots.length; page += 1) {
    const slice = bots.slice(page * URLS_PER_SITEMAP, (page + 1) * URLS_PER_SITEMAP);
    const lastmod = maxTime(slice);
    items.push(
      `  <sitemap><loc>${escapeHtml(origin)}/sitemaps/bots-${page + 1}.xml</loc>` +
        (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
        '</sitemap>',
    );
  }
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Page `page` (from 1) of the bot pages; null past the last page. */
export function botSitemapXml(origin: string, bots: PublicBotEntry[], page: number): string | null {
  const slice = bots.slice((page - 1) * URLS_PER_SITEMAP, page * URLS_PER_SITEMAP);
  if (page < 1 || (slice.length === 0 && page > 1)) return null;
  const base = escapeHtml(origin);
  const urls = slice.map(
    (bot) => `  <url><loc>${base}${paths.bot(bot)}</loc><lastmod>${bot.updatedAt}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** The site's own indexable pages. */
export function pagesSitemapXml(origin: string, pagePaths: string[]): string {
  const base = escapeHtml(origin);
  const urls = pagePaths.map(
    (path) => `  <url><loc>${base}${path === '/' ? '/' : path}</loc></url>`,
  );
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}
