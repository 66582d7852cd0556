import { ConfigError, loadConfig } from './app-config';

describe('EVENT_STORE_COMMIT_THREAD in the api configuration', () => {
  it('lists a value other than true or false with the other problems at start', () => {
    const env = { EVENT_STORE_COMMIT_THREAD: 'maybe', PORT: 'nope' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          'EVENT_STORE_COMMIT_THREAD must be true or false, got "maybe"',
          expect.stringMatching(/^PORT must be/),
        ]),
      );
    }
  });

  it('accepts true, false and unset', () => {
    for (const value of ['true', 'false', 'FALSE', undefined])
      expect(() => loadConfig({ EVENT_STORE_COMMIT_THREAD: value })).not.toThrow();
  });
});

describe('EVENT_STORE_READ_THREADS in the api configuration', () => {
  it('lists a value outside 0 to 8 with the other problems at start', () => {
    expect(() => loadConfig({ EVENT_STORE_READ_THREADS: '64' })).toThrow(
      'EVENT_STORE_READ_THREADS must be an integer from 0 to 8, got "64"',
    );
  });

  it('accepts 0 to 8 and unset', () => {
    for (const value of ['0', '2', '8', undefined])
      expect(() => loadConfig({ EVENT_STORE_READ_THREADS: value })).not.toThrow();
  });
});
