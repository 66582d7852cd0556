import { commitThreadFromEnv } from './commit-thread-setting';

describe('EVENT_STORE_COMMIT_THREAD', () => {
  it('is on when unset, and follows true or false', () => {
    expect(commitThreadFromEnv({})).toBe(true);
    expect(commitThreadFromEnv({ EVENT_STORE_COMMIT_THREAD: '' })).toBe(true);
    expect(commitThreadFromEnv({ EVENT_STORE_COMMIT_THREAD: 'false' })).toBe(false);
    expect(commitThreadFromEnv({ EVENT_STORE_COMMIT_THREAD: ' TRUE ' })).toBe(true);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => commitThreadFromEnv({ EVENT_STORE_COMMIT_THREAD: 'off' })).toThrow(
      'EVENT_STORE_COMMIT_THREAD must be true or false, got "off"',
    );
  });
});
