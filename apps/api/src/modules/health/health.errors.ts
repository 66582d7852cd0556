import { ApiError } from '@api/infrastructure/http/api-error';

export const healthErrors = {
  /** `failed`: what is down and why, e.g. `redis (ECONNREFUSED: ...)`. */
  notReady: (failed: readonly string[] = []) =>
    new ApiError(503, 'HEALTH.NOT_READY', `Not ready: ${failed.join('; ')}`),
};
