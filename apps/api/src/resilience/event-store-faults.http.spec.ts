import { applicationStream, botVoteStream, submissionStream } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import {
  EventStoreFaults,
  deadlineExceeded,
  notLeader,
  unavailable,
  wrongExpectedVersion,
} from '../../../../libs/event-store/src/testing/faults';
import { SUBMIT_PATH, useDirectory, type Accepted } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, OTHER_DEVELOPER, validBotData } from '@api/testing/test-app';

/**
 * The api's event store failing as EventStoreDB's client reports it: every answer while it lasts
 * is a 503 the client may retry (never a 500), nothing acknowledged is lost, and a command
 * retried with its Idempotency-Key is stored once.
 */
describe('the api under event store faults', () => {
  const faults = new EventStoreFaults();
  const { api, client } = useDirectory({}, { wrapEventStore: faults.wrap });
  let store: EventStore;

  beforeAll(async () => {
    store = api.app.get(EVENT_STORE);
  });
  afterEach(() => faults.clear());

  // Raw: the Idempotency-Key header is what these tests are about.
  const submit = (key?: string, data = validBotData(DEVELOPER)) =>
    client.sendRaw<Accepted>('POST', SUBMIT_PATH, DEVELOPER, {
      body: { botData: data },
      headers: key ? { 'Idempotency-Key': key } : {},
    });

  it.each([
    ['unreachable', unavailable()],
    ['not answering in time', deadlineExceeded()],
    ['a follower, not the leader', notLeader()],
  ])(
    'answers 503 DEPENDENCY.UNAVAILABLE while the store is %s, then works again',
    async (_n, error) => {
      const before = await submit();
      expect(before.status).toBe(201);
      faults.outage(error);

      const refused = await submit();
      expect(refused).toMatchObject({ status: 503, body: { code: 'DEPENDENCY.UNAVAILABLE' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const history = await api.request(
        'GET',
        `/api/admin/submissions/${before.body.submissionId}/history`,
        { cookie: client.cookie(ADMINISTRATOR) },
      );
      expect(history).toMatchObject({ status: 503, body: { code: 'DEPENDENCY.UNAVAILABLE' } });
      expect((await api.request('GET', '/api/bots?approved=true')).status).toBe(200);

      faults.clear();
      expect((await submit()).status).toBe(201);
    },
  );

  it('stores a submission once when its answer was lost and the client retried with its key', async () => {
    faults.failNextAppend({ error: unavailable(), written: true, streamPrefix: 'submission-' });
    const data = validBotData(DEVELOPER);
    const lost = await submit('lost-answer-1', data);
    expect(lost).toMatchObject({ status: 503, body: { code: 'DEPENDENCY.UNAVAILABLE' } });

    const retried = await submit('lost-answer-1', data);
    expect(retried.status).toBe(201);
    const events = await store.readStream(submissionStream(retried.body.submissionId));
    expect(events.map((event) => event.type)).toEqual(['BotSubmitted']);
    const application = applicationStream(String(data['discordAppId']));
    expect(await store.readStream(application)).toHaveLength(1);
  });

  it('answers a conflict the server reports with 409, storing nothing', async () => {
    const botId = await client.liveBot();
    const stream = botVoteStream(botId, OTHER_DEVELOPER.id);
    const error = wrongExpectedVersion(stream, 'no_stream', 0);
    faults.failNextAppend({ error, written: false, streamPrefix: stream });
    const vote = await client.vote(botId, OTHER_DEVELOPER);
    expect(vote).toMatchObject({ status: 409, body: { code: 'CONCURRENCY.CONFLICT' } });
    expect(await store.readStream(stream)).toEqual([]);
  });
});
