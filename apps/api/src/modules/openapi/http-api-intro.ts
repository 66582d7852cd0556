/** The top of docs/http-api.md: what holds for every route. */
export const HTTP_API_INTRO = `# HTTP API

All answers are JSON, in br or gzip when \`Accept-Encoding\` allows and the body is 1 KB or more
(\`Vary: Accept-Encoding\`). Errors: \`{ statusCode, code, message, fields? }\` (\`fields\`: field →
message for validation errors). Types named here are in \`libs/contracts/src\`.

Codes every route may answer:
- 429 \`RATE_LIMIT.EXCEEDED\` with \`Retry-After\` (seconds): the route's rate budget is spent (reads
  per address; submissions, writes and votes per address and per user; an IPv6 /64 is one address).
- 400 \`QUERY.INVALID\`: a query parameter name with brackets or a leading \`$\`.
- 400 \`QUERY.UNKNOWN_PARAMETER\` (public reads): a query parameter the route does not list below.
- 403 \`USER.BANNED\` (every route but GET, logging in or out, page views and the ban appeal): the
  session's user is banned; the body adds \`until\` (ISO end, null: no end).

Public reads answer \`X-Cache: HIT\` when replayed from the public answer cache, \`MISS\` when built.

The api describes itself as OpenAPI 3 at \`GET /api/openapi.json\`. This page, that document and the
web "API Documentation" page are generated from one source: the description beside each route
(\`<use-case>.openapi.ts\` next to its controller), its yup body schema from \`libs/contracts\` and the
errors of its \`*.errors.ts\`. Run \`npm run docs:api\` after changing one; a test fails while a route
has no description or a generated file is stale.

Limits: 100 GET requests per minute and 10 submissions per hour per IP (429 \`RATE_LIMIT.EXCEEDED\`),
1 accepted stats post per minute per bot (429 \`STATS.COOLDOWN\`), 1 vote per 12 hours per user per
bot (429 \`VOTE.COOLDOWN\`); each with \`Retry-After\`. Logged-in routes need the session cookie
(401 \`AUTH.REQUIRED\` without it); staff routes a staff role (403 \`AUTH.STAFF_ONLY\`), and
Administrator routes the Administrator role (403 \`AUTH.ADMINISTRATOR_ONLY\` for a Bot Reviewer).`;
