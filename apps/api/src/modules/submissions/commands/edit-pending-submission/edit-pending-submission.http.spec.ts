import type { AdminSubmissionView, OwnerSubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, validBotData } from '@api/testing/test-app';

describe('the owner edits a pending submission before review', () => {
  const { client } = useDirectory();

  const submitted = async (name: string) => {
    const botData = validBotData(DEVELOPER, { name });
    const answer = await client.submitForm(botData);
    return { ...answer.body, botData };
  };
  const staffRow = async (id: string) =>
    (
      await client.send<AdminSubmissionView[]>(
        'GET',
        '/api/admin/submissions?status=pending',
        REVIEWER,
      )
    ).body.find((entry) => entry.id === id);
  const ownerRow = async (id: string) =>
    (await client.send<OwnerSubmissionView[]>('GET', '/api/user/submissions', DEVELOPER)).body.find(
      (entry) => entry.id === id,
    );

  it('replaces the pending version in place: same queue position, the reviewer sees what changed since the claim', async () => {
    const first = await submitted('Edited In Queue');
    const second = await submitted('Waiting Behind');
    const before = (await ownerRow(first.submissionId))!.queuePosition;
    const claim = await client.send(
      'POST',
      `/api/admin/submissions/${first.submissionId}/claim`,
      REVIEWER,
    );
    expect(claim.status).toBe(200);

    const edited = await client.editPending(first.submissionId, {
      ...first.botData,
      description: 'Now with a support server.',
      tags: ['support'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      submissionId: first.submissionId,
      botId: first.botId,
      status: 'pending',
    });

    const owner = (await ownerRow(first.submissionId))!;
    expect(owner.queuePosition).toBe(before);
    expect((await ownerRow(second.submissionId))!.queuePosition).toBe(before! + 1);
    expect(JSON.parse(owner.botData)).toMatchObject({ description: 'Now with a support server.' });
    expect(owner).not.toHaveProperty('changesSinceClaim');
    expect((await staffRow(first.submissionId))!.changesSinceClaim).toEqual([
      {
        field: 'Full description',
        before: 'It does\nmany things.',
        after: 'Now with a support server.',
      },
      { field: 'Tags', before: '', after: 'support' },
    ]);
    const page = await client.send<{ description: string }>(
      'GET',
      `/api/bots/${first.botId}`,
      DEVELOPER,
    );
    expect(page.body.description).toBe('Now with a support server.');
  });

  it('refuses another user, a decided submission, a new application and a bad form', async () => {
    const pending = await submitted('Refused Edits');
    const byOther = await client.editPending(
      pending.submissionId,
      pending.botData,
      OTHER_DEVELOPER,
    );
    expect(byOther.status).toBe(403);
    const moved = validBotData(DEVELOPER, { name: 'Another Application' });
    const movedAnswer = await client.editPending(pending.submissionId, {
      ...pending.botData,
      inviteUrl: moved['inviteUrl'],
      discordAppId: moved['discordAppId'],
    });
    expect(movedAnswer.status).toBe(409);
    expect(movedAnswer.body.code).toBe('SUBMISSION.APPLICATION_FIXED');
    const bad = await client.editPending(pending.submissionId, { ...pending.botData, name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION.FAILED');

    await client.approve(pending.submissionId);
    const decided = await client.editPending(pending.submissionId, pending.botData);
    expect(decided.status).toBe(409);
    expect(decided.body.code).toBe('SUBMISSION.NOT_PENDING');
  });
});
