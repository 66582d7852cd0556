import { isDiscordId } from '../common/discord-ids';
import { refusedCharacter } from '../common/text-rules';

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

/** https://discord.com/oauth2/authorize?client_id=<a Discord id>&… (and the known aliases). */
export function isDiscordInviteUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:') return false;
  if (!DISCORD_HOSTS.has(url.hostname.toLowerCase())) return false;
  if (!AUTHORIZE_PATHS.has(url.pathname.replace(/\/$/, ''))) return false;
  return isDiscordId(url.searchParams.get('client_id'));
}

/** What the invite URL field says when its `permissions` is not one Discord could make. */
export const INVITE_PERMISSIONS_MESSAGE =
  "Bot invite URL's permissions must be a number of at most 20 digits, as Discord makes it";

/** Discord's permission bits fit in 64 bits: at most 20 digits, below 2^64. */
const PERMISSIONS_MAX = 2n ** 64n - 1n;

/**
 * A `permissions` value as a whole number below 2^64 ('' reads as 0), or null when it is not one
 * (`abc`, `1e3`, `-1`, `0x10`, 21 digits): the length is checked before any number is made.
 */
export function parsePermissionBits(given: string): bigint | null {
  if (given === '') return 0n;
  if (!/^\d{1,20}$/.test(given)) return null;
  const bits = BigInt(given);
  return bits <= PERMISSIONS_MAX ? bits : null;
}

/** The invite URL's `permissions` as given ('' when absent, or when the URL does not parse). */
export function invitePermissionsParam(inviteUrl: string): string {
  return parseUrl(inviteUrl)?.searchParams.get('permissions') ?? '';
}

/**
 * The invite's `permissions` as a whole number below 2^64 ('0' when absent or empty), or null
 * when it is not one (`abc`, `1e3`, `-1`, `0x10`, 21 digits).
 */
export function invitePermissionBits(value: string): bigint | null {
  return parsePermissionBits(invitePermissionsParam(value));
}

/** The invite URL's `client_id` (the Discord application), or null when it has none. */
export function clientIdOf(inviteUrl: string): string | null {
  return parseUrl(inviteUrl)?.searchParams.get('client_id') ?? null;
}

/** Any character the text rules refuse (see `refusedCharacter`); line breaks only when multi-line. */
export function hasUnsafeCharacters(value: string, multiline: boolean): boolean {
  return refusedCharacter(value, multiline ? 'multi-line' : 'single-line') !== null;
}
