import mongoose, { mongo } from 'mongoose';
import * as driver from '../../../../../libs/read-store/src/mongo/testing/mongo-errors';
import { toApiError } from '../http/to-api-error';
import { guardDependency } from './guard-dependency';
import { isOutage } from './is-outage';

/** What mongoose's connection makes of the driver's server selection error (connection.js). */
function mongooseServerSelection(): Error {
  // Its typings omit the no-argument constructor and assimilateError that connection.js uses.
  const ServerSelectionError = mongoose.Error
    .MongooseServerSelectionError as unknown as new () => Error & {
    assimilateError(error: Error): Error;
  };
  const error = new ServerSelectionError();
  error.assimilateError(driver.serverSelectionTimedOut());
  return error;
}

// Every error here is the driver's own class, built as mongodb 7.8 builds it (mongo-errors.ts).
describe('MongoDB outages', () => {
  it.each([
    ['no server to select', driver.serverSelectionTimedOut],
    ['a closed connection', driver.networkClosed],
    ['a socket timeout', driver.networkTimedOut],
    ['a client never connected', driver.notConnected],
    ['a closed topology', driver.topologyClosed],
    ['a member that stepped down (10107)', driver.notWritablePrimary],
    ['a bulk write cut by a network reset', driver.bulkNetworkReset],
    ['a reconnection that found no server (mongoose)', mongooseServerSelection],
    [
      'a member shutting down (91), without labels',
      () =>
        new mongo.MongoServerError({ ok: 0, code: 91, errmsg: 'The server is in quiesce mode' }),
    ],
  ])('%s answers 503 DEPENDENCY.UNAVAILABLE', async (_, makeError) => {
    const error = makeError();
    expect(isOutage(error)).toBe(true);
    const store = { listBots: () => Promise.reject(error) };
    const failure = await guardDependency('readStore', store)
      .listBots()
      .catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ statusCode: 503, code: 'DEPENDENCY.UNAVAILABLE' });
  });

  it.each([
    ['a duplicate key', () => driver.duplicateKey(1)],
    ['a bulk of duplicate keys', () => driver.bulkDuplicateKeys([{ index: 0, _id: 1 }], 0)],
    ['a document over 16 MiB', driver.documentTooLarge],
    [
      'a bad query (BadValue)',
      () => new mongo.MongoServerError({ ok: 0, code: 2, errmsg: 'unknown operator: $foo' }),
    ],
  ])('%s stays a bug (500)', (_, makeError) => {
    const error = makeError();
    expect(isOutage(error)).toBe(false);
    expect(toApiError(error).statusCode).toBe(500);
  });
});
