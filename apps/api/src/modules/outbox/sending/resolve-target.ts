import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isNonPublicAddress } from './address-policy';

export interface ResolvedTarget {
  url: URL;
  /** The checked address the connection is pinned to (no second lookup: no DNS rebinding). */
  address: string;
  family: 4 | 6;
}

export class TargetRefused extends Error {}

/** What the refused ranges are, in the refusal's words. */
const NOT_PUBLIC = 'private, loopback, link-local, reserved or documentation';

/**
 * Resolves the URL's host once and picks the address to connect to. With `publicOnly` (production)
 * every resolved address must be public: a host that also resolves to a private one is refused.
 */
export async function resolveTarget(raw: string, publicOnly: boolean): Promise<ResolvedTarget> {
  const url = new URL(raw);
  // The URL parser gives an IPv6 literal in brackets (`[::1]`), already canonical.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true });
  const first = addresses[0];
  if (!first) throw new TargetRefused(`${host} does not resolve`);
  if (publicOnly && addresses.some((entry) => isNonPublicAddress(entry.address))) {
    throw new TargetRefused(`${host} resolves to an address that is not public (${NOT_PUBLIC})`);
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
