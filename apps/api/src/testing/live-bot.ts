import { DEVELOPER, REVIEWER, validBotData, type TestApp } from './test-app';

/** Submits a bot as DEVELOPER and approves it as REVIEWER over HTTP; answers its id. */
export async function liveBot(api: TestApp, developer: string, reviewer: string): Promise<number> {
  const submitted = await api.request<{ submissionId: string; botId: number }>(
    'POST',
    '/api/bots/submit',
    { cookie: developer, body: { botData: validBotData(DEVELOPER) } },
  );
  const review = await api.request(
    'POST',
    `/api/admin/submissions/${submitted.body.submissionId}/review`,
    { cookie: reviewer, body: { status: 'approved', reviewNotes: 'ok' } },
  );
  if (review.status !== 200) throw new Error(`review failed: ${JSON.stringify(review.body)}`);
  return submitted.body.botId;
}

export { REVIEWER };
