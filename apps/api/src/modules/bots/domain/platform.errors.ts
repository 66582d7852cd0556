import { CooldownError, DomainError, invalidInput } from '@botdir/contracts';

/** Stable codes of tokens, stats and votes; clients and SDKs rely on them. */
export const PLATFORM = {
  TOKEN_INVALID: 'TOKEN.INVALID',
  STATS_INVALID: 'STATS.INVALID',
  STATS_COOLDOWN: 'STATS.COOLDOWN',
  VOTE_COOLDOWN: 'VOTE.COOLDOWN',
  VOTE_OWN_BOT: 'VOTE.OWN_BOT',
  VOTE_BOT_NOT_PUBLIC: 'VOTE.BOT_NOT_PUBLIC',
} as const;

export const platformErrors = {
  tokenInvalid: () =>
    new DomainError(
      PLATFORM.TOKEN_INVALID,
      'unauthenticated',
      "Send the bot's API token in the Authorization header (as it is, or after Bearer).",
    ),
  /** A stats body out of its bounds (the yup failures are answered under this code too). */
  statsInvalid: (message = 'Send server_count (or serverCount, guilds, shards).') =>
    invalidInput(PLATFORM.STATS_INVALID, message),
  statsCooldown: (retryAfter: number) =>
    new CooldownError(
      PLATFORM.STATS_COOLDOWN,
      `Stats are accepted once a minute per bot. Try again in ${retryAfter} s.`,
      retryAfter,
    ),
  voteCooldown: (retryAfter: number) =>
    new CooldownError(
      PLATFORM.VOTE_COOLDOWN,
      `You can vote for this bot again in ${formatWait(retryAfter)}.`,
      retryAfter,
    ),
  voteOwnBot: () =>
    new DomainError(PLATFORM.VOTE_OWN_BOT, 'forbidden', 'You cannot vote for your own bot.'),
  voteBotNotPublic: () =>
    new DomainError(
      PLATFORM.VOTE_BOT_NOT_PUBLIC,
      'not_found',
      'This bot is not listed, so it cannot get votes.',
    ),
};

function formatWait(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.ceil((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${Math.max(minutes, 1)} min`;
}
