// The client's own parser (not re-exported by its index): what it accepts is what a url may be.
import { parseConnectionString } from '@eventstore/db-client/dist/Client/parseConnectionString';

/**
 * KurrentDB (EventStoreDB renamed) documents `kurrentdb://` and `kdb://` connection strings, with a
 * `+discover` variant; the installed @eventstore/db-client 6.2 parses only `esdb://` and
 * `esdb+discover://` and throws on anything else. The servers speak the same gRPC protocol, so
 * the scheme is mapped and the rest of the string (hosts, credentials, options) is kept.
 */
const SCHEMES: Record<string, string> = {
  esdb: 'esdb',
  'esdb+discover': 'esdb+discover',
  kurrentdb: 'esdb',
  'kurrentdb+discover': 'esdb+discover',
  kdb: 'esdb',
  'kdb+discover': 'esdb+discover',
};

/** Schemes an event store url may use. */
export const EVENT_STORE_URL_SCHEMES = Object.keys(SCHEMES);

export function toEsdbConnectionString(url: string): string {
  const match = /^([a-z+]+):\/\//i.exec(url.trim());
  const scheme = match ? SCHEMES[match[1]!.toLowerCase()] : undefined;
  if (!match || !scheme) {
    throw new Error(
      `Event store url must start with ${EVENT_STORE_URL_SCHEMES.map((s) => `${s}://`).join(', ')}`,
    );
  }
  return `${scheme}://${url.trim().slice(match[0].length)}`;
}

/** The url as an operator may see it in a message: its password masked. */
const masked = (url: string): string => url.replace(/(\/\/[^:/@]+:)[^@/]*@/, '$1***@');

/**
 * Why `url` cannot reach EventStoreDB/KurrentDB (an unknown scheme, or what the client's parser
 * refuses: hosts, ports, options), or null when the client accepts it. A host list
 * (`esdb://n1:2113,n2:2113,n3:2113`) is a cluster found by gossip, like `+discover`.
 */
export function eventStoreUrlProblem(name: string, url: string): string | null {
  try {
    parseConnectionString(toEsdbConnectionString(url));
    return null;
  } catch (error) {
    const reason = (error as Error).message.replace(/^Event store url /, '');
    return `${name} is not an EventStoreDB/KurrentDB connection string: ${reason} (got "${masked(url)}")`;
  }
}
