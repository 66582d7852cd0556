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
