import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';
import { describeBotListingContract } from './read-store.listing.contract';
import { describeCursorContract } from './read-store.cursor.contract';
import { describePlatformContract } from './read-store.platform.contract';
import { describeReliabilityContract } from './read-store.reliability.contract';
import { describeReplayContract } from './read-store.replay.contract';
import { describeReactorCheckpointContract } from './read-store.reactor-checkpoints.contract';
import { describePromotionContract, type SiblingFactory } from './read-store.promotion.contract';
import { describeSearchContract } from './read-store.search.contract';
import { describeSpellingContract } from './read-store.spelling.contract';
import { describeWebhooksContract } from './read-store.webhooks.contract';
import { describeReviewContract } from './read-store.review.contract';
import { describeNameClashContract } from './read-store.names.contract';
import { describeReviewQueueContract } from './read-store.review-queue.contract';
import { describeBotMediaContract } from './read-store.media.contract';
import { describeBotRefContract } from './read-store.bot-refs.contract';
import { describeTagsContract } from './read-store.tags.contract';
import { describeBansContract } from './read-store.bans.contract';
import { describeOwnersContract } from './read-store.owners.contract';
import { describeReviewsContract } from './read-store.reviews.contract';
import { describeStaffContract } from './read-store.staff.contract';
import { describeVoteRemindersContract } from './read-store.vote-reminders.contract';

export type ReadStoreFactory = () => Promise<ReadStore>;

export type { SiblingFactory } from './read-store.promotion.contract';

/**
 * Given a fresh store from `factory`, when events are applied, then every query answers alike.
 * `sibling` opens another connection to a store's database (another process), where it can.
 */
export function describeReadStoreContract(
  name: string,
  factory: ReadStoreFactory,
  sibling?: SiblingFactory,
): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let given: EventBuilder;
    const owner = botData().ownerId;

    beforeEach(async () => {
      store = await factory();
      given = EventBuilder.sparse();
    });
    afterEach(async () => store.close());

    describe('the submission lifecycle', () => {
      it('shows a new submission as pending to staff and owner, and keeps the bot private', async () => {
        await store.applyEvents([given.submitted('1001', botData())]);

        const staff = await store.listSubmissions({ status: 'pending', limit: 10, offset: 0 });
        expect(staff.map((submission) => [submission.id, submission.status])).toEqual([
          ['1001', 'pending'],
        ]);
        expect(JSON.parse(staff[0]!.botData)).toMatchObject({ name: 'Groovy Tunes' });
        expect((await store.userSubmissions(owner)).map((s) => s.id)).toEqual(['1001']);
        expect(await store.userBots(owner)).toMatchObject([
          { id: 1001, status: 'pending', submissionId: '1001', isApproved: false },
        ]);
        expect((await store.listBots({ limit: 10, offset: 0 })).total).toBe(0);
        expect(await store.getBot(1001)).toMatchObject({ status: 'pending', ownerId: owner });
        expect(await store.stats()).toMatchObject({ totalBots: 0 });
      });

      it('shows the owner a rejection with its notes and drops the bot from their list', async () => {
        await store.applyEvents([
          given.submitted('1001', botData()),
          given.reviewed('1001', 1001, 'rejected', 'Invite link is broken'),
        ]);

        expect(await store.getSubmission('1001')).toMatchObject({
          status: 'rejected',
          reviewNotes: 'Invite link is broken',
          reviewedBy: 'staff#0009',
        });
        expect((await store.getSubmission('1001'))?.reviewedAt).toEqual(expect.any(String));
        expect(await store.userBots(owner)).toEqual([]);
        expect(await store.getBot(1001)).toMatchObject({ status: 'rejected' });
      });

      it('lists a resubmission as a new pending submission of the same bot', async () => {
        await store.applyEvents([
          given.submitted('1001', botData()),
          given.reviewed('1001', 1001, 'rejected', 'Fix it'),
          given.submitted('1002', botData({ name: 'Groovy Tunes 2' }), '1001'),
        ]);

        const mine = await store.userSubmissions(owner);
        expect(mine.map((s) => [s.id, s.status, s.resubmittedFrom])).toEqual([
          ['1002', 'pending', '1001'],
          ['1001', 'rejected', null],
        ]);
        expect(await store.userBots(owner)).toMatchObject([
          { id: 1001, name: 'Groovy Tunes 2', status: 'pending', submissionId: '1002' },
        ]);
      });

      it('removes a withdrawn submission and its unpublished bot everywhere', async () => {
        await store.applyEvents([
          given.submitted('1001', botData()),
          given.submissionDeleted('1001', 1001),
        ]);

        expect(await store.getSubmission('1001')).toBeNull();
        expect(await store.listSubmissions({ limit: 10, offset: 0 })).toEqual([]);
        expect(await store.userSubmissions(owner)).toEqual([]);
        expect(await store.userBots(owner)).toEqual([]);
        expect(await store.getBot(1001)).toBeNull();
      });

      it('makes an approved and published bot public with its publication time', async () => {
        const events = given.approvedBot('1001', botData());
        await store.applyEvents(events);

        const page = await store.listBots({ limit: 10, offset: 0 });
        expect(page.total).toBe(1);
        expect(page.items[0]).toMatchObject({
          id: 1001,
          isApproved: true,
          submitterId: owner,
          ownerName: 'dev#0001',
          category: 'music',
          createdAt: events[2]!.metadata.occurredAt,
          rating: 0,
          serverCount: 0,
        });
        expect(await store.userBots(owner)).toMatchObject([{ id: 1001, status: 'live' }]);
        expect(await store.getSubmission('1001')).toMatchObject({ status: 'approved' });
        expect(await store.stats()).toEqual({ totalBots: 1, categories: 12 });
        const music = (await store.categories()).find((category) => category.id === 'music');
        expect(music?.botCount).toBe(1);
      });
    });

    describeBotListingContract(() => ({ store, given }));
    describeSearchContract(() => ({ store, given }));
    describeSpellingContract(() => ({ store, given }));
    describeCursorContract(() => ({ store, given }));
    describeNameClashContract(() => ({ store, given }));
    describeBotRefContract(() => ({ store, given }));
    describeReliabilityContract(factory, () => ({ store, given }));
    describeReplayContract(factory, () => ({ store, given }));
    describePlatformContract(factory, () => ({ store, given }));
    describeWebhooksContract(() => ({ store, given }));
    describeReviewContract(() => ({ store, given }));
    describeStaffContract(() => ({ store, given }));
    describeVoteRemindersContract(() => ({ store, given }));
    describeReviewQueueContract(() => ({ store, given }));
    describePromotionContract(factory, () => ({ store, given }), sibling);
    describeReactorCheckpointContract(() => ({ store, given }));
    describeBotMediaContract(() => ({ store, given }));
    describeTagsContract(() => ({ store, given }));
    describeBansContract(() => ({ store, given }));
    describeOwnersContract(() => ({ store, given }));
    describeReviewsContract(factory, () => ({ store, given }));
  });
}
