import { DirectoryClient } from '../../apps/api/src/testing/directory-client';
import { httpAt } from '../../apps/api/src/testing/http-target';
import { ADMINISTRATOR, type TestUser } from '../../apps/api/src/testing/test-app';

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
  const client = DirectoryClient.over(httpAt(baseUrl));
  const submitted = await client.submit(owner, {
    name,
    shortDescription: LONG_WORD,
    description: `${LONG_WORD}${LONG_WORD}${LONG_WORD}\n${'https://example.com/'.padEnd(300, 'y')}`,
    tags: ['abcdefghijklmnopqrstuvwx', 'yzabcdefghijklmnopqrstuv'],
    categories: ['utility', 'moderation', 'fun', 'games', 'music'],
  });
  const submissionId = submitted.body.submissionId;
  if (!submissionId) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if (approve) {
    const reviewed = await client.approve(submissionId, ADMINISTRATOR, LONG_WORD);
    if (reviewed.status !== 200) throw new Error(`review failed: ${reviewed.status}`);
  }
  return { submissionId };
}
