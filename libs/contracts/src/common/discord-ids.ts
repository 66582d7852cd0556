/** Discord snowflakes (user, application, role ids) are 17 to 19 digits. */
export const DISCORD_ID_PATTERN = /^\d{17,19}$/;

/** A well-formed 18-digit Discord-style id from a prefix digit and a number (demo and test data). */
export const snowflakeOf = (prefix: number, serial: number): string =>
  `${prefix}${String(serial).padStart(17, '0')}`;
