import { VOTE_RECEIVER_EXAMPLE } from '@botdir/contracts';
import type { ApiSection } from '@api/infrastructure/api-docs/route-doc';
import { OPERATIONS_NOTES } from './operations-notes';

/** A section of the API: an OpenAPI tag, and a heading of docs/http-api.md with its texts. */
export interface ApiSectionText {
  name: ApiSection;
  /** The Markdown heading (its anchor is linked from other docs: keep it). */
  heading: string;
  /** Before the table. */
  lead?: string;
  /** After the table. */
  notes?: string;
}

/** The sections in the order the docs list them. */
export const API_SECTIONS: readonly ApiSectionText[] = [
  {
    name: 'Public reads',
    heading: 'Public reads (CORS open)',
    notes: `Every \`BotView\` also carries \`serverCount\`, \`userCount\`, \`shardCount\`, \`statsUpdatedAt\` (null
until the bot posts), \`voteCount\` (all time), \`monthlyVoteCount\` and \`votesMonth\` (the UTC
\`YYYY-MM\` the monthly count belongs to: an earlier month means 0 this month).`,
  },
  {
    name: 'Bot API',
    heading:
      "Bot API (the bot's token: `Authorization: <token>` or `Authorization: Bearer <token>`)",
    lead: `Made for the SDKs of the biggest list: point one at this origin's \`/api\` and \`postStats\`,
\`getStats\` and \`hasVoted\` work unchanged. A missing, wrong or rotated token answers 401
\`TOKEN.INVALID\` and records nothing.`,
  },
  { name: 'Session', heading: 'Session' },
  {
    name: 'Developer',
    heading: 'Developer (logged in)',
    notes: `A bot whose name looks the same as a live or pending bot's (Unicode TR39 confusable skeleton,
case-insensitively, after NFKC) answers 409 \`BOT.NAME_TAKEN\`, with the message also under
\`fields.name\`; its owner editing it under its own name, or resubmitting it, is never refused for it.
\`botData\` as a JSON string is parsed with the same guards as a body: 413 \`REQUEST.TOO_LARGE\`,
400 \`REQUEST.TOO_DEEP\` (more than 7 levels inside the body's 8), 400 \`REQUEST.FORBIDDEN_KEY\`,
400 \`VALIDATION.FAILED\` (not JSON).

Every path that returns after a login (\`returnTo\`, the referring page) goes through one
\`safeReturnPath\`: a path on this site only, or \`/\`.

Writes accept an \`Idempotency-Key\` header: a retry with the same key returns the first answer and appends nothing.`,
  },
  {
    name: 'Vote webhooks',
    heading:
      "Vote webhooks (the bot's owner or staff; setting or removing one: the owner or an Administrator)",
    notes: `Others get 403 \`WEBHOOK.NOT_OWNER\`, and so does a Bot Reviewer who is not the owner on PUT and
DELETE; an unknown or deleted bot 404 \`BOT.NOT_FOUND\`. Co-owners count as the owner here. When someone other than the owners
issues a token or sets or removes the webhook, the owner gets a notification naming their role ("An
Administrator issued a new API token for Melodia") and the bot's public history
(\`GET /api/bots/:id/history\`) an entry \`{ kind: "token-issued" | "webhook-changed" |
"webhook-removed", by: "Administrator" }\`; never the person, the URL or the secret.

What the bot's endpoint receives for each vote (\`POST\`, \`Content-Type: application/json\`):

\`\`\`
Authorization: <secret>
X-Signature: sha256=<hex HMAC-SHA256 of the raw body, keyed with the secret>
X-Timestamp: <unix seconds when signed>
X-Delivery-Id: <the delivery's id: the same on every retry, and on a Redeliver of it>
X-Signature-256: t=<X-Timestamp>,v1=<hex HMAC-SHA256 of "<t>.<X-Delivery-Id>.<raw body>", keyed with the secret>

{"bot":"<bot id>","user":"<voter's Discord id>","type":"upvote","isWeekend":false,"votedAt":"<ISO time>"}
\`\`\`

\`type\` is \`"test"\` for Send test. \`isWeekend\` is true for a vote cast on a Saturday or Sunday
(UTC), which counts double in every vote total (the 12 h cooldown is unchanged). Any 2xx answer counts as delivered; anything else (redirects
included: they are never followed) is retried. Discord notification deliveries carry
\`X-Delivery-Id\` too (Discord ignores it).

### Verifying a vote delivery

\`Authorization\` and \`X-Signature\` stay for existing receivers, but a captured request passes them
again, and a retry looks like a new vote. Verify \`X-Signature-256\` instead: compare in constant time,
refuse a timestamp more than 5 minutes away, and handle each \`X-Delivery-Id\` once, answering a
repeat with 200 so the outbox stops retrying it. In Node:

\`\`\`js
${VOTE_RECEIVER_EXAMPLE}\`\`\``,
  },
  {
    name: 'Discord notifications',
    heading: "Discord notifications (logged in, the caller's own)",
    notes: `Each notification raised while a webhook is set is sent once, through the same outbox as votes,
as Discord's execute-webhook body: \`{ username: "Bot Directory", embeds: [{ title, description,
url?, color, timestamp }], allowed_mentions: { parse: [] } }\` (\`url\` needs \`PUBLIC_URL\`).`,
  },
  { name: 'Staff', heading: 'Staff (a configured staff role)' },
  { name: 'Operations', heading: 'Operations', notes: OPERATIONS_NOTES },
];

export function sectionDescription(section: ApiSectionText): string {
  return [section.lead, section.notes].filter(Boolean).join('\n\n');
}
