/**
 * A description's Markdown as the words a reader sees, for the moment before the renderer has
 * loaded: heading and quote marks, emphasis and code marks, link and image targets and raw HTML
 * tags left out; lines and list markers kept. Not a renderer: what it misses stays as typed.
 * Every pattern is bounded per match, so a long description costs linear time.
 */
export function markdownAsText(source: string): string {
  return source
    .replace(/<[^<>\n]{0,500}>/g, '')
    .replace(/!\[([^[\]\n]{0,200})\]\([^()\n]{0,500}\)/g, '$1')
    .replace(/\[([^[\]\n]{0,200})\]\([^()\n]{0,500}\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>+) ?/gm, '')
    .replace(/^ {0,3}\|?-{3,}[-|: ]*$/gm, '')
    .replace(/(\*\*|__|~~)([^\s*_~][^\n*_~]{0,200}?)\1/g, '$2')
    .replace(/(`{1,3})([^`\n]{1,200})\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^\s*_][^*_\n]{0,200}?)[*_](?=[\s).,!?:;]|$)/gm, '$1$2');
}
