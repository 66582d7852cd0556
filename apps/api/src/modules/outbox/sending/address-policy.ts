import { BlockList, isIP } from 'node:net';

type Range = readonly [network: string, prefix: number];

/**
 * IANA's IPv4 Special-Purpose Address Registry, the ranges "Globally Reachable: False", with
 * multicast and the deprecated 6to4 relay anycast. 192.0.0.0/24 is refused whole: its two
 * anycast addresses (PCP, TURN) are no webhook's home.
 */
const IPV4_NOT_PUBLIC: readonly Range[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['255.255.255.255', 32],
];

/**
 * IANA's IPv6 Special-Purpose Address Registry, "Globally Reachable: False" (Teredo, N/A, with
 * them), and the deprecated IPv4-compatible and site-local ranges.
 */
const IPV6_NOT_PUBLIC: readonly Range[] = [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['100:0:0:1::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

/** The registry's globally reachable entries inside 2001::/23 (anycast, AMT, AS112, ORCHIDv2, DRIP). */
const IPV6_GLOBAL_EXCEPTIONS: readonly Range[] = [
  ['2001:1::1', 128],
  ['2001:1::2', 128],
  ['2001:1::3', 128],
  ['2001:3::', 32],
  ['2001:4:112::', 48],
  ['2001:20::', 28],
  ['2001:30::', 28],
];

/** Prefixes that carry an IPv4 address in their next 32 bits: 6to4 (2002::/16), NAT64 (64:ff9b::/96). */
const IPV4_CARRIERS = [
  { groups: ['2002'], prefix: 16 },
  { groups: ['64', 'ff9b', '0', '0', '0', '0'], prefix: 96 },
];

/** The IPv6 ranges whose embedded IPv4 lies in a non-public IPv4 range. */
function embeddedIpv4Ranges(): Range[] {
  return IPV4_CARRIERS.flatMap(({ groups, prefix }) =>
    IPV4_NOT_PUBLIC.map(([network, length]): Range => {
      const [a = 0, b = 0, c = 0, d = 0] = network.split('.').map(Number);
      const high = ((a << 8) | b).toString(16);
      const low = ((c << 8) | d).toString(16);
      const address = [...groups, high, low].join(':');
      return [groups.length + 2 < 8 ? `${address}::` : address, prefix + length];
    }),
  );
}

function blockListOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

// Separate lists per family: node matches an IPv6 rule in ::ffff:0:0/96 against every IPv4 address.
const V4_REFUSED = blockListOf(IPV4_NOT_PUBLIC, 'ipv4');
const V6_REFUSED = blockListOf([...IPV6_NOT_PUBLIC, ...embeddedIpv4Ranges()], 'ipv6');
const V6_ALLOWED = blockListOf(IPV6_GLOBAL_EXCEPTIONS, 'ipv6');
/** IANA's IPv6 Address Space: 2000::/3 is global unicast; 64:ff9b::/96 is translated IPv4. */
const V6_ROUTABLE = blockListOf(
  [
    ['2000::', 3],
    ['64:ff9b::', 96],
  ],
  'ipv6',
);

/**
 * True for an address a production webhook may not reach. Parsed by node:net in any spelling
 * (uppercase, zero-padded, expanded, dotted IPv4 tail); anything unparsable counts as not public.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return V4_REFUSED.check(address, 'ipv4');
  if (family !== 6) return true;
  try {
    if (V6_ALLOWED.check(address, 'ipv6')) return false;
    return V6_REFUSED.check(address, 'ipv6') || !V6_ROUTABLE.check(address, 'ipv6');
  } catch {
    return true;
  }
}
