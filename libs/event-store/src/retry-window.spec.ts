import { RETRY_WINDOW_ENV, retryWindowFromEnv } from './retry-window';

describe('EVENT_STORE_RETRY_WINDOW_HOURS', () => {
  it('defaults to 24 hours and takes a positive number of hours', () => {
    expect(retryWindowFromEnv({})).toBe(86_400_000);
    expect(retryWindowFromEnv({ [RETRY_WINDOW_ENV]: ' 1.5 ' })).toBe(5_400_000);
  });

  it('refuses anything else with a message naming the setting', () => {
    for (const value of ['0', '-2', 'a day', 'Infinity']) {
      expect(() => retryWindowFromEnv({ [RETRY_WINDOW_ENV]: value })).toThrow(
        /EVENT_STORE_RETRY_WINDOW_HOURS must be a positive number of hours/,
      );
    }
  });
});
