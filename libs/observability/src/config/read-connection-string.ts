/** The environment as both processes read it. */
export type Env = Record<string, string | undefined>;

/**
 * A store's connection string, checked by its own client's parser: host lists (a cluster or a
 * replica set) are not URLs, so `new URL()` cannot judge them. Shared by the api's and the
 * projector's configuration.
 */
export function readConnectionString(
  env: Env,
  name: string,
  problemOf: (name: string, url: string) => string | null,
  problems: string[],
): string | null {
  const raw = env[name];
  if (!raw) return null;
  const problem = problemOf(name, raw);
  if (problem) problems.push(problem);
  return raw;
}
