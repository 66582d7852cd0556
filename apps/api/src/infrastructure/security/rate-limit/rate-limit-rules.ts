import type { AppConfig } from '@api/infrastructure/config/app-config';

export interface RateLimitRule {
  name: 'gets' | 'submissions';
  limit: number;
  windowMs: number;
  /** How the 429 explains itself. */
  describe: string;
}

/** Reads the site's own pages make on every view; limiting them would lock humans out. */
const UNLIMITED_READS = new Set(['/api/auth/user', '/api/health']);
const SUBMISSION_PATHS = [
  /^\/api\/bots\/submit\/?$/,
  /^\/api\/bot-submissions\/?$/,
  /^\/api\/submissions\/[^/]+\/resubmit\/?$/,
];

/** Which budget a request spends from, if any: API reads per minute, submissions per hour. */
export function rateLimitRuleFor(
  method: string,
  path: string,
  limits: AppConfig['rateLimits'],
): RateLimitRule | null {
  if (method === 'POST' && SUBMISSION_PATHS.some((pattern) => pattern.test(path))) {
    return {
      name: 'submissions',
      limit: limits.submissionsPerHour,
      windowMs: 60 * 60 * 1000,
      describe: `at most ${limits.submissionsPerHour} submissions per hour`,
    };
  }
  if (
    (method === 'GET' || method === 'HEAD') &&
    path.startsWith('/api/') &&
    !UNLIMITED_READS.has(path)
  ) {
    return {
      name: 'gets',
      limit: limits.getsPerMinute,
      windowMs: 60 * 1000,
      describe: `at most ${limits.getsPerMinute} API requests per minute`,
    };
  }
  return null;
}
