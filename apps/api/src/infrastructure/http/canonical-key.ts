import { parse } from 'node:querystring';
import type { PublicCacheOptions } from '@api/infrastructure/policy/route-policy.decorators';
import type { RouteMatch } from '@api/infrastructure/policy/route-table';

type ParsedQuery = Record<string, string | string[] | undefined>;

/** The query string as Express parses it (its default "simple" parser is node's querystring). */
export function parseQuery(url: string): ParsedQuery {
  const at = url.indexOf('?');
  return at === -1 ? {} : parse(url.slice(at + 1));
}

/** The first query parameter the route does not know, if any. */
export function unknownParameter(
  options: PublicCacheOptions,
  query: Record<string, unknown>,
): string | undefined {
  const known = options.query ?? {};
  return Object.keys(query).find((name) => !Object.hasOwn(known, name));
}

const encode = (value: string | string[]) =>
  Array.isArray(value) ? `[${value.map(encodeURIComponent).join(',')}]` : encodeURIComponent(value);

/**
 * One key per distinct answer: the route, its path parameters (decoded, as the handler sees
 * them), then its known query parameters sorted by name with defaults applied (absent, empty and
 * the default itself all read as the default). Null when the query holds an unknown parameter.
 */
export function canonicalKey(match: RouteMatch, query: ParsedQuery): string | null {
  const options = match.route.policy.publicCache;
  if (!options || unknownParameter(options, query) !== undefined) return null;
  const parts = Object.keys(match.params)
    .sort()
    .map((name) => `${name}=${encode(match.params[name] as string)}`);
  const known = options.query ?? {};
  for (const name of Object.keys(known).sort()) {
    const given = query[name];
    const fallback = known[name];
    const value = given === undefined || given === '' ? fallback : given;
    if (value === null || value === undefined) continue;
    parts.push(`${name}=${encode(typeof value === 'number' ? String(value) : value)}`);
  }
  return `${match.route.id}?${parts.join('&')}`;
}
