/**
 * A Discord id (a snowflake: user, application, server, role, webhook) exactly as Discord writes
 * it: 17 to 19 decimal digits, no leading zero. Ids are compared as text (one listing per
 * application, a bot's owner), so another spelling of the same number (`0705…`, `+705…`, ` 705…`,
 * `7.05e17`) would pass for another id. 19 digits hold every snowflake Discord issues until about
 * 2090, and all of them fit in 64 bits (2^64 − 1 has 20 digits), so that bound holds too.
 */
export const DISCORD_ID_PATTERN = /^[1-9]\d{16,18}$/;

export const isDiscordId = (value: unknown): value is string =>
  typeof value === 'string' && DISCORD_ID_PATTERN.test(value);

/** Why a field's message should name the leading zero rather than the length. */
export const hasLeadingZero = (value: string): boolean => /^0\d+$/.test(value);

/**
 * An id in Discord's spelling, for ids recorded before the rule above was enforced (`0705…` is
 * `705…`); anything that is not all digits is returned as it is.
 */
export const canonicalDiscordId = (id: string): string =>
  /^\d+$/.test(id) ? id.replace(/^0+(?=\d)/, '') : id;

/** A well-formed 18-digit Discord-style id from a prefix digit and a number (demo and test data). */
export const snowflakeOf = (prefix: number, serial: number): string =>
  `${prefix}${String(serial).padStart(17, '0')}`;
