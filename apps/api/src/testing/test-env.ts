/** Tests make many requests from one address: the spec's rate limits are raised unless a test sets them. */
export const TEST_ENV: Record<string, string> = {
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  RATE_LIMIT_GETS_PER_MINUTE: '1000000',
  RATE_LIMIT_ACCOUNT_GETS_PER_MINUTE: '1000000',
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: '1000000',
  // Request lines stay out of test output; tests about logs raise it.
  LOG_LEVEL: 'warn',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_HOUR: '1000000',
  RATE_LIMIT_VOTES_PER_HOUR: '1000000',
  // Submissions use made-up application ids; the specs about Discord's details turn it on.
  DISCORD_VERIFY_APPLICATIONS: 'false',
};
