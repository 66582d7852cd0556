import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const idsOf = (submissions: { id: string }[]) => submissions.map((submission) => submission.id);

/** The staff list of all submissions: status filter, text search and pages, newest first (pending oldest first). */
export function describeReviewQueueContract(context: Context): void {
  describe('the staff submission list', () => {
    it('searches the submitted bot and the submitter name, any case, with the status filter', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('1', botData({ name: 'Zither Master', ownerName: 'alice' })),
        given.submitted('2', botData({ name: 'Moderator', tags: ['zither-free'] })),
        given.submitted('3', botData({ name: 'Quiet', ownerName: 'Bob_50%' })),
        given.reviewed('1', 1, 'rejected', 'no'),
      ]);
      const page = { limit: 10, offset: 0 };

      expect(idsOf(await store.listSubmissions({ ...page, search: 'ZITHER' }))).toEqual(['2', '1']);
      expect(
        idsOf(await store.listSubmissions({ ...page, search: 'zither', status: 'rejected' })),
      ).toEqual(['1']);
      expect(idsOf(await store.listSubmissions({ ...page, search: 'bob_50%' }))).toEqual(['3']);
      expect(idsOf(await store.listSubmissions({ ...page, search: 'b_b' }))).toEqual([]);
      expect(idsOf(await store.listSubmissions({ ...page, search: '.*' }))).toEqual([]);
      expect(idsOf(await store.listSubmissions({ limit: 2, offset: 1 }))).toEqual(['2', '1']);
    });

    it('keeps "not verified with Discord" on the submission; older events read as unchecked', async () => {
      const { store, given } = context();
      const checked = given.submitted('1', botData({ name: 'Checked' }));
      const unverified = given.submitted('2', botData({ name: 'Unverified' }));
      await store.applyEvents([
        checked,
        { ...unverified, data: { ...unverified.data, verified: false } },
      ]);
      const listed = await store.listSubmissions({ limit: 10, offset: 0 });
      const byId = new Map(listed.map((submission) => [submission.id, submission]));

      expect(byId.get('2')).toMatchObject({ verified: false });
      expect(byId.get('1')).toBeDefined();
      expect(byId.get('1')?.verified).toBeUndefined();
      expect((await store.getSubmission('2'))?.verified).toBe(false);
    });

    it('lists pending submissions oldest first: the queue is first in, first out', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('1', botData({ name: 'First In' })),
        given.submitted('2', botData({ name: 'Second In' })),
        given.submitted('3', botData({ name: 'Decided' })),
        given.submitted('4', botData({ name: 'Last In' })),
        given.reviewed('3', 3, 'approved'),
      ]);
      const pending = (offset: number) =>
        store.listSubmissions({ status: 'pending', limit: 2, offset });

      expect(idsOf(await pending(0))).toEqual(['1', '2']);
      expect(idsOf(await pending(2))).toEqual(['4']);
      expect(await store.reviewQueue()).toEqual(['1', '2', '4']);
      expect(idsOf(await store.listSubmissions({ limit: 10, offset: 0 }))).toEqual([
        '4',
        '3',
        '2',
        '1',
      ]);
    });

    it('files an approved submission whose bot is unlisted under unlisted, not approved', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Stays Live' })),
        ...given.approvedBot('2', botData({ name: 'Gets Unlisted' })),
        given.of('BotUnlisted', { botId: 2, reason: 'Spam' }),
      ]);
      const page = { limit: 10, offset: 0 };
      const listed = async (status: 'approved' | 'unlisted') =>
        idsOf(await store.listSubmissions({ ...page, status }));

      expect(await listed('unlisted')).toEqual(['2']);
      expect(await listed('approved')).toEqual(['1']);

      await store.applyEvents([given.of('BotRelisted', { botId: 2, reason: 'Fixed' })]);
      expect(await listed('unlisted')).toEqual([]);
      expect(await listed('approved')).toEqual(['2', '1']);
    });

    it("applies an owner's edit of a pending submission in place: same queue place, changes since the claim", async () => {
      const { store, given } = context();
      const original = botData({ name: 'Editable', description: 'First words' });
      const claim = (reviewerName: string) =>
        given.of('SubmissionClaimed', {
          submissionId: '1',
          botId: 1,
          reviewerId: '900000000000000009',
          reviewerName,
          claimedUntil: '2999-01-01T00:00:00.000Z',
        });
      const editTo = (bot: typeof original) =>
        given.of('PendingSubmissionEdited', {
          submissionId: '1',
          botId: 1,
          bot,
          notesForReviewer: '',
        });
      await store.applyEvents([
        given.submitted('1', original),
        given.submitted('2', botData({ name: 'Later One' })),
        editTo({ ...original, tags: ['before-claim'] }),
      ]);
      expect((await store.getSubmission('1'))!.changesSinceClaim).toEqual([]);

      await store.applyEvents([
        claim('staff#0009'),
        editTo({ ...original, description: 'Second words', tags: ['before-claim'] }),
        claim('staff#0009'),
        editTo({ ...original, description: 'Third words', tags: ['after-claim'] }),
      ]);
      const edited = (await store.getSubmission('1'))!;
      expect(JSON.parse(edited.botData)).toMatchObject({ description: 'Third words' });
      expect(edited.changesSinceClaim).toEqual([
        { field: 'Full description', before: 'First words', after: 'Third words' },
        { field: 'Tags', before: 'before-claim', after: 'after-claim' },
      ]);
      expect(await store.reviewQueue()).toEqual(['1', '2']);
      expect((await store.getBot(1))?.description).toBe('Third words');

      await store.applyEvents([claim('other#0001')]);
      expect((await store.getSubmission('1'))!.changesSinceClaim).toEqual([]);
    });

    it('lists the submissions decided since a time (the queue figure "decided today")', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('1', botData({ name: 'Early' })),
        given.submitted('2', botData({ name: 'Later' })),
        given.submitted('3', botData({ name: 'Waiting' })),
        given.reviewed('1', 1, 'approved'),
      ]);
      const decidedAt = (await store.getSubmission('1'))!.reviewedAt!;
      await store.applyEvents([given.reviewed('2', 2, 'rejected')]);
      const laterAt = (await store.getSubmission('2'))!.reviewedAt!;
      const since = (time: string) =>
        store.listSubmissions({ reviewedSince: time, limit: 10, offset: 0 });

      expect(idsOf(await since(decidedAt))).toEqual(['2', '1']);
      expect(idsOf(await since(laterAt))).toEqual(['2']);
      expect(idsOf(await since('2999-01-01T00:00:00.000Z'))).toEqual([]);
    });
  });
}
