/** @jest-environment jsdom */
import { performance } from 'node:perf_hooks';
import { LIMITS } from '../common/limits';
import {
  LINK_REL,
  MARKDOWN_IMAGES_MAX,
  imageUrlKey,
  markdownImageUrls,
  renderMarkdown,
} from './render-markdown';
import { HOSTILE_MARKDOWN, MEGABYTE_TABLE } from './testing/hostile-markdown';

/** Everything the renderer may produce: any other element or attribute is an injection. */
const ELEMENTS = new Set(
  'p br hr h3 h4 h5 h6 em strong s code pre blockquote ul ol li a img table thead tbody tr th td'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'href rel target src alt title loading decoding referrerpolicy start class style'.split(' '),
);
/** The documented bound (docs/rules.md): one render of the largest allowed description. */
const RENDER_MS_MAX = 50;

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function unsafeParts(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ELEMENTS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
      if (name === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href=${value}`);
      if (name === 'src' && !/^https:\/\//i.test(value)) found.push(`src=${value}`);
      if (name === 'style' && !/^text-align:(left|right|center)$/.test(value)) {
        found.push(`style=${value}`);
      }
    }
  }
  return found;
}

/** The fastest of five runs: the machine is shared, and a slow run is its noise, not ours. */
function renderMs(source: string): number {
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    renderMarkdown(source);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('renderMarkdown', () => {
  it('renders CommonMark with tables and fenced code', () => {
    const html = parse(
      renderMarkdown('# Title\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n```js\nlet x = 1;\n```'),
    );
    expect(html.querySelector('table td')?.textContent).toBe('1');
    expect(html.querySelector('pre code.language-js')?.textContent).toBe('let x = 1;\n');
  });

  it('demotes headings so the page keeps its one h1 (h1 → h3, h5 → h6)', () => {
    const html = parse(renderMarkdown('# One\n\n## Two\n\n##### Five'));
    expect(Array.from(html.children).map((heading) => heading.tagName)).toEqual(['H3', 'H4', 'H6']);
  });

  it('starts at h3 whatever level the text starts at, so no level is skipped', () => {
    const html = parse(renderMarkdown('## Features\n\n### Music'));
    expect(Array.from(html.children).map((heading) => heading.tagName)).toEqual(['H3', 'H4']);
  });

  it('gives every link rel="nofollow ugc noopener" and a new tab', () => {
    const link = parse(renderMarkdown('[site](https://example.com)')).querySelector('a');
    expect(link?.getAttribute('rel')).toBe(LINK_REL);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('href')).toBe('https://example.com');
  });

  it('shows https images lazily without a referrer, and any other image as a link', () => {
    const image = parse(renderMarkdown('![logo](https://cdn.example/a.png)')).querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(image?.getAttribute('alt')).toBe('logo');
    const http = parse(renderMarkdown('![logo](http://cdn.example/a.png)'));
    expect(http.querySelector('img')).toBeNull();
    expect(http.querySelector('a')?.textContent).toBe('logo');
  });

  it('numbers https images for the proxy, shows at most ten, and lists the same ones', () => {
    const urls = Array.from({ length: 12 }, (_, i) => `https://cdn.example/${i}.png`);
    const source = [
      '![x](http://cdn.example/plain.png)',
      ...urls.map((url) => `![s](${url})`),
    ].join('\n\n');
    const html = parse(renderMarkdown(source, { imageSrc: (index) => `/proxied/${index}` }));
    const shown = [...html.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(shown).toEqual(Array.from({ length: MARKDOWN_IMAGES_MAX }, (_, i) => `/proxied/${i}`));
    expect(html.querySelectorAll('a[href="https://cdn.example/11.png"]')).toHaveLength(1);
    expect(markdownImageUrls(source)).toEqual(urls.slice(0, MARKDOWN_IMAGES_MAX));
    expect(imageUrlKey(urls[0]!)).toMatch(/^[0-9a-f]{8}$/);
    expect(imageUrlKey(urls[0]!)).not.toBe(imageUrlKey(urls[1]!));
  });

  it('shows raw HTML as text', () => {
    const html = parse(renderMarkdown('<b onclick="x()">hi</b>'));
    expect(html.querySelector('b')).toBeNull();
    expect(html.textContent).toContain('<b onclick="x()">hi</b>');
  });

  it.each(HOSTILE_MARKDOWN)('renders %s as inert markup', (_label, source) => {
    expect(source.length).toBeLessThanOrEqual(LIMITS.descriptionMax);
    expect(unsafeParts(parse(renderMarkdown(source)))).toEqual([]);
  });

  it.each(HOSTILE_MARKDOWN)(`renders %s in under ${RENDER_MS_MAX} ms`, (_label, source) => {
    expect(renderMs(source)).toBeLessThan(RENDER_MS_MAX);
  });

  it('stops nesting at its bound: a 1,000-deep list is at most 10 lists deep', () => {
    const html = parse(renderMarkdown(`${'- '.repeat(1000)}deep`));
    expect(html.querySelectorAll('ul').length).toBeLessThanOrEqual(10);
  });

  it('keeps the text of emphasis nested past its bound, without the extra tags', () => {
    const html = parse(renderMarkdown(`${'*'.repeat(1000)}deep${'*'.repeat(1000)}`));
    expect(html.querySelectorAll('strong, em').length).toBeLessThanOrEqual(10);
    expect(html.textContent).toContain('deep');
  });

  it(`renders a 1 MB table (legacy text past the bound) as plain text in under ${RENDER_MS_MAX} ms`, () => {
    const html = parse(renderMarkdown(MEGABYTE_TABLE));
    expect(html.querySelector('table')).toBeNull();
    expect(unsafeParts(html)).toEqual([]);
    expect(renderMs(MEGABYTE_TABLE)).toBeLessThan(RENDER_MS_MAX);
  });
});
