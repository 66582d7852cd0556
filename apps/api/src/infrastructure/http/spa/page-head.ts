import { escapeHtml, jsonForScript } from './html-escape';
import { SITE_NAME } from '@botdir/contracts';

export const THEME_COLOR = '#1e1f22';

/** What the server says about one page in its <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical and og:url). */
  url: string;
  image?: string;
  type?: 'website' | 'profile';
  noindex?: boolean;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for <head>, every value escaped. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'theme-color', THEME_COLOR),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}
