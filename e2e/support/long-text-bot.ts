import { call, loginTo } from '../../apps/api/src/testing/process-client';
import { ADMINISTRATOR, validBotData, type TestUser } from '../../apps/api/src/testing/test-app';

/** 32 characters with no break: the longest name the form allows. */
export const LONG_NAME = 'Supercalifragilisticexpialidocio';
export const LONG_WORD = 'x'.repeat(90);

/**
 * Submits a bot whose every text is one long unbroken word, by `owner`, and approves it as an
 * Administrator; answers the bot's id and the submission id. `approve: false` leaves it pending.
 */
export async function submitLongTextBot(
  baseUrl: string,
  owner: TestUser,
  { approve = true, name = LONG_NAME } = {},
): Promise<{ submissionId: string }> {
  const cookie = await loginTo(baseUrl, owner);
  const botData = validBotData(owner, {
    name,
    shortDescription: LONG_WORD,
    description: `${LONG_WORD}${LONG_WORD}${LONG_WORD}\n${'https://example.com/'.padEnd(300, 'y')}`,
    tags: ['abcdefghijklmnopqrstuvwx', 'yzabcdefghijklmnopqrstuv'],
    categories: ['utility', 'moderation', 'fun', 'games', 'music'],
  });
  const submitted = await call(baseUrl, 'POST', '/api/bots/submit', { cookie, body: { botData } });
  const submissionId = submitted.body.submissionId;
  if (!submissionId) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if (approve) {
    const admin = await loginTo(baseUrl, ADMINISTRATOR);
    const reviewed = await call(baseUrl, 'POST', `/api/admin/submissions/${submissionId}/review`, {
      cookie: admin,
      body: { status: 'approved', reviewNotes: LONG_WORD },
    });
    if (reviewed.status !== 200) throw new Error(`review failed: ${reviewed.status}`);
  }
  return { submissionId };
}
