/** Discord snowflakes (user, application, role ids) are 17 to 19 digits. */
export const DISCORD_ID_PATTERN = /^\d{17,19}$/;

export const isDiscordId = (value: string): boolean => DISCORD_ID_PATTERN.test(value);
