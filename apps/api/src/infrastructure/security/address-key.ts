import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit one client is counted as for per-address limits and trending: an IPv4 address as it
 * is, an IPv6 address as its /64 (one subscriber usually holds a whole /64, so every address in
 * it is the same client). IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || 'unknown';
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** Eight 4-digit hextets; a trailing dotted IPv4 part becomes two hextets. */
function expandIPv6(address: string): string[] {
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
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => part.padStart(4, '0'));
}
