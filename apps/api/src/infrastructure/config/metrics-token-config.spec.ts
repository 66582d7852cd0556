import { ConfigError, loadConfig } from './app-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('METRICS_TOKEN in the api configuration', () => {
  it('refuses to start in production without it, listed with the other problems', () => {
    expect(problemsOf({ ...PRODUCTION, PORT: 'nope' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "nope")',
      'METRICS_TOKEN is required in production (16 or more characters): /metrics would otherwise be open to anyone who reaches the port',
    ]);
    expect(problemsOf({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 16 characters',
    ]);
  });

  it('starts in production with a token, and elsewhere without one', () => {
    const token = 'm'.repeat(16);
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: token }).observability.metricsToken).toBe(
      token,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).observability.metricsToken).toBeNull();
  });
});
