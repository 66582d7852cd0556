import { isOutage } from './is-outage';
import { guardDependency } from './guard-dependency';
import { DependencyUnavailableError } from './dependency-unavailable.error';

function withCode(message: string, code: string, name = 'Error'): Error {
  return Object.assign(new Error(message), { code, name });
}

describe('isOutage', () => {
  it.each([
    withCode('database is locked', 'SQLITE_BUSY', 'SqliteError'),
    withCode('disk I/O error', 'SQLITE_IOERR_WRITE', 'SqliteError'),
    withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'),
    new Error('Connection is closed.'),
    new TypeError('The database connection is not open'),
  ])('treats %s as an outage', (error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE', 'SqliteError'),
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    'a string',
  ])('keeps %s a bug (500)', (error) => {
    expect(isOutage(error)).toBe(false);
  });
});

describe('guardDependency', () => {
  const store = {
    ok: () => Promise.resolve(1),
    down: () => Promise.reject(withCode('database is locked', 'SQLITE_BUSY')),
    bug: () => Promise.reject(new RangeError('bad')),
    syncDown: () => {
      throw withCode('refused', 'ECONNREFUSED');
    },
  };
  const guarded = guardDependency('eventStore', store);

  it('turns outages into DependencyUnavailableError with the dependency code', async () => {
    await expect(guarded.ok()).resolves.toBe(1);
    await expect(guarded.down()).rejects.toMatchObject({ code: 'DEPENDENCY.UNAVAILABLE' });
    expect(() => guarded.syncDown()).toThrow(DependencyUnavailableError);
    await expect(guarded.bug()).rejects.toBeInstanceOf(RangeError);
  });
});
