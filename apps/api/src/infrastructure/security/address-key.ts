import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/** `[2001:db8::7]`, `[2001:db8::7]:443`: an IPv6 address in brackets, maybe with a port. */
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
/** `203.0.113.5:1234`: a dotted IPv4 address with a port. */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;

/**
 * The address a client address string names, in one spelling: IPv4 dotted, IPv6 lower-case and
 * compressed (RFC 5952) without its zone, and an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * `::ffff:0102:0304`, `0:0:0:0:0:ffff:…`) as its IPv4 address. Brackets and ports are dropped.
 * Null when the string names no address (node:net decides).
 */
export function parseAddress(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  const address = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const hextets = ipv6Hextets(address);
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return compressIPv6(hextets);
}

/**
 * The unit one client is counted as for per-address limits and trending: an IPv4 address, or
 * an IPv6 address's /64 (one subscriber usually holds a whole /64, so every address in it is the
 * same client), whatever the spelling. A string naming no address shares one key, `unparseable`.
 */
export function addressKey(ip: string): string {
  const address = parseAddress(ip);
  if (address === null) return 'unparseable';
  if (isIPv4(address)) return address;
  const prefix = ipv6Hextets(address).slice(0, 4);
  return `${compressIPv6([...prefix, 0, 0, 0, 0])}/64`;
}

/** Eight 16-bit numbers; a trailing dotted IPv4 part becomes the last two. */
function ipv6Hextets(address: string): number[] {
  const withoutZone = address.split('%')[0] as string;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(withoutZone);
  const hexOnly = dotted
    ? withoutZone.slice(0, dotted.index) +
      [dotted.slice(1, 3), dotted.slice(3, 5)]
        .map((pair) => ((Number(pair[0]) << 8) | Number(pair[1])).toString(16))
        .join(':')
    : withoutZone;
  const [head = '', tail] = hexOnly.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => parseInt(part, 16));
}

/** RFC 5952: no leading zeros, the longest run of two or more zero groups (the first) as `::`. */
function compressIPv6(hextets: number[]): string {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  const parts = hextets.map((part) => part.toString(16));
  if (best.start < 0) return parts.join(':');
  const before = parts.slice(0, best.start).join(':');
  const after = parts.slice(best.start + best.length).join(':');
  return `${before}::${after}`;
}

/**
 * The client's address as Express found it (`req.ip`: from X-Forwarded-For behind TRUST_PROXY),
 * parsed. A forwarded value naming no address falls back to the socket's address, so no garbage
 * header earns a rate budget of its own.
 */
export function clientAddress(req: IncomingMessage & { ip?: string }): string {
  return parseAddress(req.ip ?? '') ?? parseAddress(req.socket.remoteAddress ?? '') ?? 'unknown';
}
