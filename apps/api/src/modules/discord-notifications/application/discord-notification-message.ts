import {
  DISCORD_EMBED_LIMITS,
  type DiscordNotificationPayload,
  type NotificationKind,
} from '@botdir/contracts';

/** Discord's palette: green for good news, red for bad, yellow for featuring, blurple otherwise. */
const COLOURS: Record<NotificationKind | 'test', number> = {
  approved: 0x57f287,
  rejected: 0xed4245,
  featured: 0xfee75c,
  unfeatured: 0x99aab5,
  deleted: 0xed4245,
  unlisted: 0xed4245,
  'report-resolved': 0x5865f2,
  'webhook-failed': 0xf0b232,
  'token-issued': 0xf0b232,
  'webhook-changed': 0xf0b232,
  'webhook-removed': 0xf0b232,
  'co-owner-added': 0x5865f2,
  'co-owner-removed': 0x99aab5,
  'transfer-offered': 0x5865f2,
  'transfer-accepted': 0x57f287,
  'transfer-cancelled': 0x99aab5,
  'review-hidden': 0xed4245,
  'vote-reminder': 0x5865f2,
  test: 0x5865f2,
};

export interface NotificationMessage {
  kind: NotificationKind | 'test';
  title: string;
  body: string;
  /** The site's own path (`/bot/7`); made absolute with the public origin when there is one. */
  link: string;
  at: string;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The Discord "execute webhook" body of one notification: one embed, sent as "Bot Directory", and
 * no mention resolved (a bot's name or a reviewer's note cannot ping @everyone or a role).
 */
export function discordNotificationMessage(
  message: NotificationMessage,
  publicOrigin: string | null,
): DiscordNotificationPayload {
  const description = message.body.trim() || 'Open the directory for the details.';
  return {
    username: 'Bot Directory',
    embeds: [
      {
        title: cut(message.title, DISCORD_EMBED_LIMITS.title),
        description: cut(description, DISCORD_EMBED_LIMITS.description),
        ...(publicOrigin ? { url: new URL(message.link, publicOrigin).toString() } : {}),
        color: COLOURS[message.kind],
        timestamp: message.at,
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
