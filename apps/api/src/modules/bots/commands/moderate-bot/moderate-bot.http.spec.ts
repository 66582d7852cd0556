import type { AdminSubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('staff unlist and relist a bot, with a reason, and All Submissions says so', () => {
  const { client } = useDirectory();

  const listed = async (status: string) => {
    const answer = await client.send<AdminSubmissionView[]>(
      'GET',
      `/api/admin/submissions?status=${status}`,
      REVIEWER,
    );
    return answer.body;
  };

  it('refuses an unlist without a reason of 3 to 500 characters, or by a non-staff user', async () => {
    const botId = await client.liveBot();
    const wrongTypes = [{ reason: {} }, { reason: 5 }, { reason: ['Spam'] }, { reasonIds: 'x' }];
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'ab' }, ...wrongTypes]) {
      const answer = await client.moderate(botId, 'unlist', body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION.FAILED',
      });
    }
    const long = await client.moderate(botId, 'unlist', { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('at most 500');
    const byOwner = await client.moderate(botId, 'unlist', { reason: 'Spam links' }, DEVELOPER);
    expect(byOwner.status).toBe(403);
  });

  it('files the unlisted bot under "unlisted" until it is relisted, and relist needs a reason too', async () => {
    const { botId, submissionId } = await client.approvedBot(DEVELOPER, { name: 'Moderated One' });
    const unlisted = await client.moderate(botId, 'unlist', { reason: 'Spam links' });
    expect(unlisted.body).toEqual({ botId, status: 'unlisted' });
    expect((await client.moderate(botId, 'unlist', { reason: 'Again' })).status).toBe(409);

    const inUnlisted = (await listed('unlisted')).find((entry) => entry.id === submissionId);
    expect(inUnlisted?.bot).toEqual({ isFeatured: false, status: 'unlisted' });
    expect((await listed('approved')).map((entry) => entry.id)).not.toContain(submissionId);

    expect((await client.moderate(botId, 'relist', {})).status).toBe(400);
    const relisted = await client.moderate(botId, 'relist', { reason: 'Links removed' });
    expect(relisted.body).toEqual({ botId, status: 'live' });
    expect((await listed('unlisted')).map((entry) => entry.id)).not.toContain(submissionId);
    const approved = (await listed('approved')).find((entry) => entry.id === submissionId);
    expect(approved?.bot).toEqual({ isFeatured: false, status: 'live' });
  });
});
