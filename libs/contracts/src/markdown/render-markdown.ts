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

/** Images shown per description; later ones become links (each costs the proxy a fetch). */
export const MARKDOWN_IMAGES_MAX = 10;

export interface MarkdownOptions {
  /**
   * Where the `index`-th https image (0-based, in document order, below MARKDOWN_IMAGES_MAX) is
   * loaded from: the description image proxy of a live bot. Absent: its own URL.
   */
  imageSrc?: (index: number, src: string) => string;
}

interface RenderEnv extends Record<string | symbol, unknown> {
  images: number;
  imageSrc?: MarkdownOptions['imageSrc'];
}

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
    const state = env as unknown as RenderEnv;
    const imageIndex = HTTPS.test(src) ? state.images++ : -1;
    if (imageIndex < 0 || imageIndex >= MARKDOWN_IMAGES_MAX) {
      const text = markdown.utils.escapeHtml(alt || src);
      const href = markdown.utils.escapeHtml(src);
      return `<a href="${href}" rel="${LINK_REL}" target="_blank">${text}</a>`;
    }
    if (state.imageSrc) token.attrSet('src', state.imageSrc(imageIndex, src));
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
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const markdown = (shared ??= createMarkdown());
  if (source.length > MARKDOWN_SOURCE_MAX) {
    return `<p class="md-plain">${markdown.utils.escapeHtml(source)}</p>`;
  }
  const env: RenderEnv = { images: 0, imageSrc: options.imageSrc };
  return markdown.render(source, env);
}

/**
 * The https images a description shows, in the order `renderMarkdown` numbers them (at most
 * MARKDOWN_IMAGES_MAX): what the image proxy may fetch for it, and nothing else.
 */
export function markdownImageUrls(source: string): string[] {
  if (source.length > MARKDOWN_SOURCE_MAX) return [];
  const urls: string[] = [];
  const env: RenderEnv = {
    images: 0,
    imageSrc: (_index, src) => {
      urls.push(src);
      return src;
    },
  };
  (shared ??= createMarkdown()).render(source, env);
  return urls;
}

/** A short, stable fingerprint of an image URL: a proxied address names the URL it shows. */
export function imageUrlKey(url: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The proxied address of a live bot's `index`-th description image. */
export const descriptionImagePath = (botId: number, index: number, src: string): string =>
  `/api/bots/${botId}/description-images/${index}-${imageUrlKey(src)}`;
