import { paths } from '@botdir/contracts';

export type WidgetKind = 'card' | 'servers' | 'votes' | 'rating' | 'status';
export const WIDGET_KINDS: readonly WidgetKind[] = ['card', 'servers', 'votes', 'rating', 'status'];

export interface WidgetSnippets {
  imageUrl: string;
  markdown: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeMarkdown = (text: string) => text.replace(/[\\[\]]/g, (char) => `\\${char}`);

/** The widget's address on this site and the Markdown and HTML that show it, linked to the bot page. */
export function widgetSnippets(
  origin: string,
  bot: { id: number; name: string },
  kind: WidgetKind,
): WidgetSnippets {
  const imageUrl = `${origin}/api/widget/${bot.id}${kind === 'card' ? '' : `/${kind}`}.svg`;
  const pageUrl = `${origin}${paths.bot(bot.id)}`;
  const alt = kind === 'card' ? bot.name : `${bot.name} ${kind}`;
  return {
    imageUrl,
    markdown: `[![${escapeMarkdown(alt)}](${imageUrl})](${pageUrl})`,
    html: `<a href="${pageUrl}"><img src="${imageUrl}" alt="${escapeHtml(alt)}"></a>`,
  };
}
