import { DISCORD_PERMISSIONS, type DiscordPermission } from './discord-permissions';
import {
  INVITE_PERMISSIONS_MESSAGE,
  invitePermissionsParam,
  parsePermissionBits,
} from './bot-rules';

/** An invite's permissions in plain words: dangerous ones first, Administrator leading. */
export interface DecodedPermissions {
  valid: true;
  /** The bits as a decimal string, as the invite URL holds them. */
  bits: string;
  dangerous: DiscordPermission[];
  others: DiscordPermission[];
  /** Set bits Discord does not document (yet): their positions, lowest first. */
  unknownBits: number[];
}

/** Not a number Discord could make: the invite URL field's own message. */
export interface UndecodablePermissions {
  valid: false;
  message: string;
}

export type PermissionDecoding = DecodedPermissions | UndecodablePermissions;

const KNOWN = DISCORD_PERMISSIONS.reduce((all, permission) => all | permission.bit, 0n);
const ADMINISTRATOR = 'ADMINISTRATOR';
/** The highest bit a value below 2^64 can hold. */
const LAST_BIT = 63;

/**
 * Decodes a `permissions` value (a decimal string, client input): never throws, and refuses
 * before making a number of it when it is longer than 20 digits or not below 2^64.
 */
export function decodePermissions(decimal: string): PermissionDecoding {
  const bits = parsePermissionBits(decimal);
  if (bits === null) return { valid: false, message: INVITE_PERMISSIONS_MESSAGE };
  const granted = DISCORD_PERMISSIONS.filter((permission) => (bits & permission.bit) !== 0n);
  const dangerous = granted.filter((permission) => permission.danger !== undefined);
  dangerous.sort((a, b) => Number(b.flag === ADMINISTRATOR) - Number(a.flag === ADMINISTRATOR));
  const unknownBits: number[] = [];
  const unknown = bits & ~KNOWN;
  for (let index = 0; index <= LAST_BIT && unknown !== 0n; index += 1) {
    if ((unknown & (1n << BigInt(index))) !== 0n) unknownBits.push(index);
  }
  return {
    valid: true,
    bits: bits.toString(),
    dangerous,
    others: granted.filter((permission) => permission.danger === undefined),
    unknownBits,
  };
}

/** The invite URL's `permissions` decoded (none when it has none). */
export function decodeInvitePermissions(inviteUrl: string): PermissionDecoding {
  return decodePermissions(invitePermissionsParam(inviteUrl));
}
