import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import type { SubmissionHistoryEntry } from '@botdir/contracts';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

interface Accepted {
  submissionId: string;
  botId: number;
  status: string;
}

describe('submission commands over HTTP (embedded default)', () => {
  let api: TestApp;
  let developer: string;
  let reviewer: string;
  let store: EventStore;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    reviewer = await api.login(REVIEWER);
    store = api.app.get(EVENT_STORE);
  });
  afterAll(() => api.stop());

  const submit = (
    cookie: string,
    data = validBotData(DEVELOPER),
    headers: Record<string, string> = {},
  ) =>
    api.request<Accepted>('POST', '/api/bots/submit', { cookie, body: { botData: data }, headers });

  it('refuses an anonymous submit with 401', async () => {
    const answer = await submit('');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ statusCode: 401, code: 'AUTH.REQUIRED' });
  });

  it('accepts a valid submit and records BotSubmitted with the actor in the history', async () => {
    const answer = await submit(developer);
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('pending');
    const history = await api.request<SubmissionHistoryEntry[]>(
      'GET',
      `/api/admin/submissions/${answer.body.submissionId}/history`,
      { cookie: reviewer },
    );
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      type: 'BotSubmitted',
      actor: { id: DEVELOPER.id, name: 'dev_one#0001', roles: [] },
    });
  });

  it('lets exactly one of two concurrent reviews win; the other gets 409', async () => {
    const { body } = await submit(developer);
    const review = (status: string) =>
      api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
        cookie: reviewer,
        body: { status, reviewNotes: 'checked' },
      });
    const answers = await Promise.all([review('approved'), review('rejected')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const history = await store.readStream(`submission-${body.submissionId}`);
    expect(history.map((event) => event.type)).toEqual(['BotSubmitted', 'SubmissionReviewed']);
  });

  it('appends once for a retried submit with the same Idempotency-Key and answers the same', async () => {
    const before = await store.headPosition();
    const first = await submit(developer, validBotData(DEVELOPER), {
      'Idempotency-Key': 'retry-1',
    });
    const second = await submit(developer, validBotData(DEVELOPER), {
      'Idempotency-Key': 'retry-1',
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const added = await store.readAll({ after: before });
    expect(added.filter((event) => event.type === 'BotSubmitted')).toHaveLength(1);
  });

  it('forbids a review by a user without a staff role (403)', async () => {
    const { body } = await submit(developer);
    const answer = await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: await api.login(OTHER_DEVELOPER),
      body: { status: 'approved' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'AUTH.STAFF_ONLY' });
  });

  it('only lets the owner delete a pending submission', async () => {
    const { body } = await submit(developer);
    const stranger = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: await api.login(OTHER_DEVELOPER),
    });
    expect(stranger.status).toBe(403);
    const owner = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: developer,
    });
    expect(owner.status).toBe(200);
    const again = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: developer,
    });
    expect(again.status).toBe(404);
  });

  it('resubmits a rejected submission once, as a new pending submission for the same bot', async () => {
    const { body } = await submit(developer);
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'rejected', reviewNotes: 'needs a support server' },
    });
    const resubmitted = await api.request<Accepted>(
      'POST',
      `/api/submissions/${body.submissionId}/resubmit`,
      {
        cookie: developer,
      },
    );
    expect(resubmitted.status).toBe(201);
    expect(resubmitted.body.botId).toBe(body.botId);
    expect(resubmitted.body.submissionId).not.toBe(body.submissionId);
    const twice = await api.request('POST', `/api/submissions/${body.submissionId}/resubmit`, {
      cookie: developer,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'SUBMISSION.ALREADY_RESUBMITTED',
      message: expect.stringMatching(/already resubmitted/),
    });
  });
});
