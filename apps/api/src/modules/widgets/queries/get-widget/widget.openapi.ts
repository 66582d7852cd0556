import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { widgetErrors } from '../../widget.errors';
import { WidgetController } from './widget.controller';

const STYLE_QUERY = [
  queryParam('theme', 'light | dark (default light).', {
    type: 'string',
    enum: ['light', 'dark'],
  }),
  queryParam('color', 'The accent (card) or value (badge) colour: 3 or 6 hex digits, no `#`.', {
    type: 'string',
    pattern: '^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$',
  }),
];
const SVG_NOTES =
  '`bot` is the bot\'s number, Discord application id or slug (as in `/bot/{bot}`). `image/svg+xml` with no script, no external font or link: it embeds in an `<img>` anywhere (GitHub READMEs included; `Cross-Origin-Resource-Policy: cross-origin`). `Cache-Control: public, max-age=300`; kept by the public answer cache until the bot changes. A bot that is not live answers 404 with a "bot | not found" badge (an image still, `Cache-Control: no-cache`).';

export const widgetDocs = describeRoutes(WidgetController, {
  card: {
    section: 'Public reads',
    summary: "A live bot's SVG card: initials, name, servers, votes and rating",
    description: SVG_NOTES,
    query: STYLE_QUERY,
    answer: { status: 200, description: 'An SVG document, 420 × 96.' },
    errors: [httpErrors.invalidQuery()],
    webPage: {
      summary: 'An SVG card of a bot for your README or website.',
      example: '![My bot](https://your-host/api/widget/42.svg?theme=dark)',
    },
  },
  badge: {
    section: 'Public reads',
    summary: 'A shields-style SVG badge: servers, votes, rating or status',
    description: `\`kind\` is servers, votes, rating or status. ${SVG_NOTES}`,
    query: STYLE_QUERY,
    answer: { status: 200, description: 'An SVG document, 20 px high.' },
    errors: [httpErrors.invalidQuery(), widgetErrors.unknownKind()],
    webPage: {
      summary: 'A badge with one number of a bot.',
      example: '![servers](https://your-host/api/widget/42/servers.svg?color=23a55a)',
    },
  },
});
