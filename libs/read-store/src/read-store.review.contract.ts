import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** The review queue in order, decisions for review times, and what staff alone see. */
export function describeReviewContract(context: Context): void {
  describe('review queue, decisions, claims and staff notes', () => {
    it('keeps the pending queue oldest first and lists decisions since a time', async () => {
      const { store, given } = context();
      const first = given.submitted('501', botData({ name: 'First' }));
      const second = given.submitted('502', botData({ name: 'Second' }));
      const third = given.submitted('503', botData({ name: 'Third' }));
      const decided = given.reviewed('502', 502, 'rejected', 'No');
      await store.applyEvents([first, second, third, decided]);

      expect(await store.reviewQueue()).toEqual(['501', '503']);
      expect(await store.reviewDecisions(first.metadata.occurredAt)).toEqual([
        {
          createdAt: second.metadata.occurredAt,
          reviewedAt: decided.metadata.occurredAt,
          status: 'rejected',
        },
      ]);
      const after = new Date(Date.parse(decided.metadata.occurredAt) + 1).toISOString();
      expect(await store.reviewDecisions(after)).toEqual([]);
    });

    it('shows claims and staff notes on the submission, and clears the claim on review', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('601', botData({ name: 'Claimed' })),
        given.of('SubmissionClaimed', {
          submissionId: '601',
          botId: 601,
          reviewerId: 's1',
          reviewerName: 'grace',
          claimedUntil: '2030-01-01T00:30:00.000Z',
        }),
        given.of('SubmissionNoteAdded', {
          submissionId: '601',
          botId: 601,
          note: 'Checked',
          authorId: 's1',
          authorName: 'grace',
        }),
      ]);
      expect(await store.getSubmission('601')).toMatchObject({
        claimedBy: 'grace',
        claimedUntil: '2030-01-01T00:30:00.000Z',
        staffNotes: [{ note: 'Checked', authorName: 'grace' }],
      });
      await store.applyEvents([given.reviewed('601', 601, 'approved')]);
      expect(await store.getSubmission('601')).toMatchObject({
        claimedBy: null,
        claimedUntil: null,
        status: 'approved',
      });
      expect(await store.reviewQueue()).not.toContain('601');
    });
  });
}
