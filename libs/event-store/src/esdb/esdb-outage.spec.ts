import { status } from '@grpc/grpc-js';
import {
  AccessDeniedError,
  DeadlineExceededError,
  EventStoreDBClient,
  MaxAppendSizeExceededError,
  NotLeaderError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
  jsonEvent,
} from '@eventstore/db-client';
import {
  deadlineExceeded,
  grpcStatusError,
  notLeader,
  unavailable,
} from '../testing/client-errors';
import { unreachableServers, type UnreachableServers } from '../testing/unreachable-servers';
import { isEsdbOutage } from './esdb-outage';

/** What the real client throws for an append and for a read, pointed at `url`. */
async function clientErrors(url: string): Promise<unknown[]> {
  const client = EventStoreDBClient.connectionString(url);
  const caught: unknown[] = [];
  await client.appendToStream('s', jsonEvent({ type: 'T', data: {} })).catch((e) => caught.push(e));
  try {
    for await (const _event of client.readStream('s')) break;
  } catch (error) {
    caught.push(error);
  }
  await client.dispose();
  return caught;
}

describe('isEsdbOutage: errors as @eventstore/db-client 6.2 raises them', () => {
  it('sees the client classes, which carry no name of their own', () => {
    const errors = [
      new UnavailableError(grpcStatusError(status.UNAVAILABLE, 'Connection dropped')),
      new DeadlineExceededError(grpcStatusError(status.DEADLINE_EXCEEDED, 'Deadline exceeded')),
      unavailable('Name resolution failed for target dns:nowhere.invalid:2113'),
      deadlineExceeded(),
      notLeader(),
    ];
    expect(errors.map((error) => error.name)).toEqual(Array(5).fill('Error'));
    expect(notLeader()).toBeInstanceOf(NotLeaderError);
    for (const error of errors) expect(isEsdbOutage(error)).toBe(true);
  });

  it('sees a raw gRPC status the client passes through unconverted', () => {
    expect(isEsdbOutage(grpcStatusError(status.UNAVAILABLE, 'No connection established'))).toBe(
      true,
    );
    expect(isEsdbOutage(grpcStatusError(status.DEADLINE_EXCEEDED, 'Deadline exceeded'))).toBe(true);
    expect(isEsdbOutage(grpcStatusError(status.PERMISSION_DENIED, 'Access denied'))).toBe(false);
  });

  it('keeps refusals and bugs apart from outages', () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 'no_stream',
      current: 0n,
    });
    const clientCancel = grpcStatusError(status.CANCELLED, 'Cancelled on client');
    const errors = [
      conflict,
      new StreamNotFoundError(undefined, 's'),
      new AccessDeniedError(grpcStatusError(status.UNAUTHENTICATED, 'Bad credentials')),
      MaxAppendSizeExceededError.fromMaxAppendSize(1_048_576),
      convertToCommandError(clientCancel),
      clientCancel,
      Object.assign(new Error('x'), { code: 14 }),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'a string',
    ];
    for (const error of errors) expect([error, isEsdbOutage(error)]).toEqual([error, false]);
  });

  describe('from the real client, with no server where it looks', () => {
    let servers: UnreachableServers;
    beforeAll(async () => {
      servers = await unreachableServers();
    });
    afterAll(() => servers.close());

    it.each([
      ['a closed port', (s: UnreachableServers) => `esdb://${s.closedPort}?tls=false`],
      [
        'a name that does not resolve',
        (s: UnreachableServers) => `esdb://${s.unresolvableName}?tls=false`,
      ],
      [
        'a server that drops the connection',
        (s: UnreachableServers) => `esdb://${s.droppingServer}?tls=false`,
      ],
      [
        'a cluster whose gossip never answers',
        (s: UnreachableServers) =>
          `esdb://${s.closedPort},${s.droppingServer}?tls=false&maxDiscoverAttempts=2&discoveryInterval=10`,
      ],
    ])('%s: the append and the read fail as outages', async (_case, url) => {
      const errors = await clientErrors(url(servers));
      expect(errors).toHaveLength(2);
      for (const error of errors)
        expect([String(error), isEsdbOutage(error)]).toEqual([String(error), true]);
    });
  });
});
