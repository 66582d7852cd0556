import { DISCORD_ID_PATTERN } from '../common/discord-ids';
import { slugProblem } from './bot-slug';

/** Longest `/bot/{ref}` or `/api/bots/{ref}` segment read at all: anything longer names no bot. */
export const BOT_REF_MAX_LENGTH = 64;

const INTERNAL_ID = /^[1-9]\d{0,15}$/;

/**
 * How a bot is named in a URL: its internal id (up to 16 digits), its Discord application id
 * (17 to 19 digits, Discord's spelling) or a slug (never all digits, so the three never overlap).
 */
export type BotRef =
  | { kind: 'id'; id: number }
  | { kind: 'application'; applicationId: string }
  | { kind: 'slug'; slug: string };

/** The ref a URL segment names, or null when it cannot name a bot (too long, bad characters). */
export function parseBotRef(raw: string): BotRef | null {
  if (raw.length === 0 || raw.length > BOT_REF_MAX_LENGTH) return null;
  if (INTERNAL_ID.test(raw)) {
    const id = Number(raw);
    return Number.isSafeInteger(id) ? { kind: 'id', id } : null;
  }
  if (DISCORD_ID_PATTERN.test(raw)) return { kind: 'application', applicationId: raw };
  const slug = raw.toLowerCase();
  // A reserved word is no bot's slug; a mixed-case slug is the same slug.
  return slugProblem(slug) === null ? { kind: 'slug', slug } : null;
}
