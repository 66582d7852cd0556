/** One embed of a Discord webhook message (https://discord.com/developers/docs/resources/message#embed-object). */
export interface DiscordEmbed {
  title: string;
  description: string;
  /** Absolute link to the page the notification is about; absent when the site has no PUBLIC_URL. */
  url?: string;
  color: number;
  timestamp: string;
}

/**
 * What an owner's Discord notification webhook receives: Discord's "execute webhook" body. No
 * mention is ever resolved (`allowed_mentions.parse` is empty), so a bot name cannot ping @everyone.
 */
export interface DiscordNotificationPayload {
  username: string;
  content?: string;
  embeds: DiscordEmbed[];
  allowed_mentions: { parse: string[] };
}

/** Discord's own limits on an embed's texts. */
export const DISCORD_EMBED_LIMITS = { title: 256, description: 4096 } as const;

/**
 * A webhook URL as it may be shown: Discord's (and most) webhook URLs carry their token in the
 * last path segment, so that segment is cut to its last 4 characters. Query and fragment go.
 * `https://discord.com/api/webhooks/123/abcdefgh` → `https://discord.com/api/webhooks/123/…efgh`.
 */
export function maskWebhookUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '…';
  }
  const segments = url.pathname.split('/');
  const last = segments.pop() ?? '';
  const masked = last.length > 4 ? `…${last.slice(-4)}` : '…';
  return `${url.origin}${[...segments, masked].join('/')}`;
}
