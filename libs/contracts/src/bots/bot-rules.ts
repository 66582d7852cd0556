const DISCORD_HOSTS = new Set([
  'discord.com',
  'www.discord.com',
  'discordapp.com',
  'www.discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
]);
const AUTHORIZE_PATHS = new Set(['/oauth2/authorize', '/api/oauth2/authorize']);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isHttpUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
}

export function isHttpsUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && url.protocol === 'https:' && !!url.hostname;
}

/** https://discord.com/oauth2/authorize?client_id=<17-19 digits>&… (and the known aliases). */
export function isDiscordInviteUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:') return false;
  if (!DISCORD_HOSTS.has(url.hostname.toLowerCase())) return false;
  if (!AUTHORIZE_PATHS.has(url.pathname.replace(/\/$/, ''))) return false;
  return /^\d{17,19}$/.test(url.searchParams.get('client_id') ?? '');
}

/**
 * Control characters (NUL and friends) and bidirectional overrides are refused everywhere;
 * line breaks and tabs only in multi-line fields.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /[\u000A\u000D\u0009]/;
const BIDI_OVERRIDES = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export function hasUnsafeCharacters(value: string, multiline: boolean): boolean {
  if (CONTROL.test(value) || BIDI_OVERRIDES.test(value)) return true;
  return !multiline && LINE_BREAKS.test(value);
}
