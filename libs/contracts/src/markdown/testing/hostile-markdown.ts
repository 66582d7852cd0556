import { LIMITS } from '../../common/limits';

/** Sets `window.__pwned` if any payload ever runs: browser tests assert it stays undefined. */
const PWN = 'window.__pwned=1';

const fitTo = (unit: string, max: number) => unit.repeat(Math.floor(max / unit.length));
const tableOf = (columns: number, rows: number, cell: string) =>
  [
    `|${' h |'.repeat(columns)}`,
    `|${'---|'.repeat(columns)}`,
    ...Array.from({ length: rows }, () => `|${` ${cell} |`.repeat(columns)}`),
  ].join('\n');

/** [label, Markdown]: descriptions that must render as inert text within the documented bounds. */
export const HOSTILE_MARKDOWN: Array<[string, string]> = [
  ['script tag', `<script>${PWN}</script>`],
  ['img onerror', `<img src=x onerror="${PWN}">`],
  ['svg onload', `<svg onload="${PWN}"><circle r="9"/></svg>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>${PWN}</script>"></iframe>`],
  ['style block', '<style>body{display:none}</style>'],
  ['inline style', '<div style="position:fixed;inset:0;width:9999px">cover</div>'],
  ['javascript: link', `[click me](javascript:${PWN})`],
  ['JaVaScRiPt: link with spaces', `[click me](  JaVaScRiPt:${PWN})`],
  ['entity-encoded javascript: link', '[click me](java&#x73;cript:alert(1))'],
  ['javascript: autolink', `<javascript:${PWN}>`],
  ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['vbscript: link', '[x](vbscript:msgbox(1))'],
  ['data: svg image', '![logo](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['http image', '![tracker](http://tracker.example/pixel.png)'],
  ['image title breaking out', `![x](https://cdn.example/a.png "a\\" onerror=\\"${PWN}")`],
  ['link title breaking out', `[x](https://example.com "\\" onmouseover=\\"${PWN}")`],
  ['fence info breaking out', `\`\`\`"><script>${PWN}</script>\ncode\n\`\`\``],
  ['html in a table cell', `| a |\n|---|\n| <img src=x onerror="${PWN}"> |`],
  ['1,000-deep nested list', `${'- '.repeat(1000)}deep`],
  ['1,000-deep block quote', `${'> '.repeat(1000)}deep`],
  ['1,000-deep emphasis', `${'*'.repeat(1000)}deep${'*'.repeat(1000)}`],
  ['1,000 open brackets', '['.repeat(1000)],
  ['widest table the form allows', tableOf(400, 2, 'x').slice(0, LIMITS.descriptionMax)],
  ['long unbroken table cell', tableOf(2, 1, 'y'.repeat(1500))],
  ['long unbroken code line', `\`\`\`\n${'z'.repeat(3000)}\n\`\`\``],
  ['largest description of links', fitTo('[a](https://e.co) ', LIMITS.descriptionMax)],
  ['largest description of emphasis', fitTo('*a _b ', LIMITS.descriptionMax)],
];

/** A 1 MB table: refused by the description's length bound, and cheap even if rendered. */
export const MEGABYTE_TABLE = tableOf(10, 20_000, 'xx').slice(0, 1024 * 1024);
