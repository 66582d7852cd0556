import { readThreadsFromEnv } from './read-thread-setting';

describe('EVENT_STORE_READ_THREADS', () => {
  it('is 2 when unset, and follows an integer from 0 to 8', () => {
    expect(readThreadsFromEnv({})).toBe(2);
    expect(readThreadsFromEnv({ EVENT_STORE_READ_THREADS: ' ' })).toBe(2);
    expect(readThreadsFromEnv({ EVENT_STORE_READ_THREADS: '0' })).toBe(0);
    expect(readThreadsFromEnv({ EVENT_STORE_READ_THREADS: ' 8 ' })).toBe(8);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['9', '-1', '1.5', 'two', '1e3', '99999999999999999999'])
      expect(() => readThreadsFromEnv({ EVENT_STORE_READ_THREADS: value })).toThrow(
        `EVENT_STORE_READ_THREADS must be an integer from 0 to 8, got "${value}"`,
      );
  });
});
