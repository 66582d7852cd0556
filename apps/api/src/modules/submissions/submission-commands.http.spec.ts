import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import type { SubmissionHistoryEntry } from '@botdir/contracts';
import { SUBMIT_PATH, useDirectory, type Accepted } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, validBotData } from '@api/testing/test-app';

describe('submission commands over HTTP (embedded default)', () => {
  const { api, client } = useDirectory();
  let store: EventStore;

  beforeAll(async () => {
    store = api.app.get(EVENT_STORE);
  });

  const submit = () => client.submit(DEVELOPER);
  // Raw: the Idempotency-Key header is the point of that test.
  const submitWithKey = (key: string) =>
    client.sendRaw<Accepted>('POST', SUBMIT_PATH, DEVELOPER, {
      body: { botData: validBotData(DEVELOPER) },
      headers: { 'Idempotency-Key': key },
    });

  it('refuses an anonymous submit with 401', async () => {
    const answer = await client.submitForm(validBotData(DEVELOPER), null);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ statusCode: 401, code: 'AUTH.REQUIRED' });
  });

  it('accepts a valid submit and records BotSubmitted with the actor in the history', async () => {
    const answer = await submit();
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('pending');
    const history = await api.request<SubmissionHistoryEntry[]>(
      'GET',
      `/api/admin/submissions/${answer.body.submissionId}/history`,
      { cookie: client.cookie(REVIEWER) },
    );
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      type: 'BotSubmitted',
      actor: { id: DEVELOPER.id, name: 'dev_one#0001', roles: [] },
    });
  });

  it('lets exactly one of two concurrent reviews win; the other gets 409', async () => {
    const { body } = await submit();
    const review = (status: string) =>
      client.review(body.submissionId, status, REVIEWER, 'checked');
    const answers = await Promise.all([review('approved'), review('rejected')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const history = await store.readStream(`submission-${body.submissionId}`);
    expect(history.map((event) => event.type)).toEqual(['BotSubmitted', 'SubmissionReviewed']);
  });

  it('appends once for a retried submit with the same Idempotency-Key and answers the same', async () => {
    const before = await store.headPosition();
    const first = await submitWithKey('retry-1');
    const second = await submitWithKey('retry-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const added = await store.readAll({ after: before });
    expect(added.filter((event) => event.type === 'BotSubmitted')).toHaveLength(1);
  });

  it('forbids a review by a user without a staff role (403)', async () => {
    const { body } = await submit();
    const answer = await client.approve(body.submissionId, OTHER_DEVELOPER);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'AUTH.STAFF_ONLY' });
  });

  it('only lets the owner delete a pending submission', async () => {
    const { body } = await submit();
    const stranger = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: client.cookie(OTHER_DEVELOPER),
    });
    expect(stranger.status).toBe(403);
    const owner = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(owner.status).toBe(200);
    const again = await api.request('DELETE', `/api/submissions/${body.submissionId}`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(again.status).toBe(404);
  });

  it('resubmits a rejected submission once, as a new pending submission for the same bot', async () => {
    const { body } = await submit();
    await client.reject(body.submissionId, 'needs a support server');
    const resubmitted = await client.resubmit(body.submissionId);
    expect(resubmitted.status).toBe(201);
    expect(resubmitted.body.botId).toBe(body.botId);
    expect(resubmitted.body.submissionId).not.toBe(body.submissionId);
    const twice = await api.request('POST', `/api/submissions/${body.submissionId}/resubmit`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'SUBMISSION.ALREADY_RESUBMITTED',
      message: expect.stringMatching(/already resubmitted/),
    });
  });
});
