type Env = Record<string, string | undefined>;

/**
 * METRICS_TOKEN, read the same way by the api and the projector: at least 16 characters, and
 * required in production, where an open /metrics would show anyone who reaches the port the
 * traffic, the queues and the process.
 */
export function readMetricsToken(
  env: Env,
  isProduction: boolean,
  problems: string[],
): string | null {
  const token = env.METRICS_TOKEN || null;
  if (token && token.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  if (!token && isProduction)
    problems.push(
      'METRICS_TOKEN is required in production (16 or more characters): /metrics would otherwise be open to anyone who reaches the port',
    );
  return token;
}
