import MarkdownIt from 'markdown-it';
import { LIMITS } from '../common/limits';

/**
 * Deepest block or inline nesting rendered (a list in a list counts two: list and item). markdown-it
 * leaves out what is deeper (past a too-deep list, the rest of the text too). Bounds the cost of
 * "- - - - …" or "> > > …" and keeps the layout.
 */
export const MARKDOWN_NESTING_MAX = 20;

/**
 * The longest source rendered as Markdown. The form allows LIMITS.descriptionMax; only imported
 * legacy text can be longer, and it is shown as plain text (linear cost, nothing lost).
 */
export const MARKDOWN_SOURCE_MAX = LIMITS.descriptionMax * 3;

export const LINK_REL = 'nofollow ugc noopener';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const HTTPS = /^https:\/\//i;

type Markdown = InstanceType<typeof MarkdownIt>;

/** Built on first use: pages that show no Markdown never pay for it. */
function createMarkdown(): Markdown {
  // Raw HTML off: every tag in the text is shown as text, so no sanitiser is needed afterwards.
  // Line breaks stay breaks: descriptions written before Markdown keep their lines.
  const markdown = new MarkdownIt('default', {
    html: false,
    linkify: false,
    typographer: false,
    breaks: true,
    maxNesting: MARKDOWN_NESTING_MAX,
  });

  // Links and images to http(s) and mailto only; anything else stays literal text.
  markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

  const renderDefault = markdown.renderer.renderToken.bind(markdown.renderer);

  markdown.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index]!;
    token.attrSet('rel', LINK_REL);
    token.attrSet('target', '_blank');
    return renderDefault(tokens, index, options);
  };

  // Images only over https, lazily and without a referrer; any other image becomes a plain link.
  markdown.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (!HTTPS.test(src)) {
      const text = markdown.utils.escapeHtml(alt || src);
      const href = markdown.utils.escapeHtml(src);
      return `<a href="${href}" rel="${LINK_REL}" target="_blank">${text}</a>`;
    }
    token.attrSet('alt', alt);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    token.attrSet('referrerpolicy', 'no-referrer');
    return renderDefault(tokens, index, options);
  };

  // The page has its own h1 and h2: a description's top heading level becomes h3 (so "##" first
  // is h3 too, and no level is skipped under the page's h2).
  markdown.core.ruler.push('demote_headings', (state) => {
    const headings = state.tokens.filter(
      (token) => token.type === 'heading_open' || token.type === 'heading_close',
    );
    const top = Math.min(...headings.map((token) => Number(token.tag.slice(1))));
    for (const token of headings) {
      token.tag = `h${Math.min(Number(token.tag.slice(1)) - top + 3, 6)}`;
    }
  });

  // Emphasis pairs nest without a level check ("*****…" 1,000 deep makes 500 <strong>): tags past
  // MARKDOWN_NESTING_MAX / 2 deep in one paragraph are dropped, their text kept.
  markdown.core.ruler.push('flatten_deep_inline', (state) => {
    for (const block of state.tokens) {
      const dropped: boolean[] = [];
      for (const token of block.children ?? []) {
        if (token.nesting === 1) {
          const drop = dropped.length >= MARKDOWN_NESTING_MAX / 2;
          dropped.push(drop);
          if (drop) Object.assign(token, { type: 'text', tag: '', content: '', attrs: null });
        } else if (token.nesting === -1 && dropped.pop()) {
          Object.assign(token, { type: 'text', tag: '', content: '' });
        }
      }
    }
  });
  return markdown;
}

let shared: Markdown | undefined;

/**
 * A bot description (CommonMark with tables and fenced code) as HTML safe to put in a page: the
 * one renderer of the web app and the server's first view.
 */
export function renderMarkdown(source: string): string {
  const markdown = (shared ??= createMarkdown());
  if (source.length > MARKDOWN_SOURCE_MAX) {
    return `<p class="md-plain">${markdown.utils.escapeHtml(source)}</p>`;
  }
  return markdown.render(source);
}
