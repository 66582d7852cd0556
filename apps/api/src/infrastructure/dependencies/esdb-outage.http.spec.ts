import {
  deadlineExceeded,
  notLeader,
  unavailable,
} from '../../../../../libs/event-store/src/testing/client-errors';
import {
  unreachableServers,
  type UnreachableServers,
} from '../../../../../libs/event-store/src/testing/unreachable-servers';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { isOutage } from './is-outage';

describe('EventStoreDB outages are 503s, as the real client reports them', () => {
  it('counts the client errors as outages, though none of them sets a name', () => {
    for (const error of [unavailable(), deadlineExceeded(), notLeader()]) {
      expect(error.name).toBe('Error');
      expect(isOutage(error)).toBe(true);
    }
  });

  describe.each([
    ['a name that does not resolve', (s: UnreachableServers) => s.unresolvableName],
    ['a server that drops the connection', (s: UnreachableServers) => s.droppingServer],
  ])('EVENT_STORE_URL at %s', (_case, endpoint) => {
    let servers: UnreachableServers;
    let api: TestApp;

    beforeAll(async () => {
      servers = await unreachableServers();
      api = await TestApp.start({ EVENT_STORE_URL: `esdb://${endpoint(servers)}?tls=false` });
    });
    afterAll(async () => {
      await api?.stop();
      await servers.close();
    });

    it('starts, answers commands 503 DEPENDENCY.UNAVAILABLE with Retry-After, and serves reads', async () => {
      const answer = await DirectoryClient.over(api).submit(DEVELOPER);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, code: 'DEPENDENCY.UNAVAILABLE' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.request('GET', '/api/bots?approved=true')).status).toBe(200);
    });
  });
});
