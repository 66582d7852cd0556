import { reviewerStatsOf, type Actor, type RecordedEvent } from '@botdir/contracts';
import type { ReadStore, StaffActivityQuery } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const GRACE: Actor = { id: 's1', name: 'grace', roles: ['reviewer'] };
const ADA: Actor = { id: 's2', name: 'ada', roles: ['admin'] };

/** Every staff action, by whom and when; only staff actions (an owner's deletion is not one). */
function staffHistory(given: EventBuilder): RecordedEvent[] {
  const submitted = given.submitted('11', botData({ name: 'Eleven' }));
  const claim = given.of('SubmissionClaimed', {
    submissionId: '11',
    botId: 11,
    reviewerId: GRACE.id,
    reviewerName: GRACE.name,
    claimedUntil: '2030-01-01T00:30:00.000Z',
  });
  const note = given.of('SubmissionNoteAdded', {
    submissionId: '11',
    botId: 11,
    note: 'Invite works',
    authorId: GRACE.id,
    authorName: GRACE.name,
  });
  const review = given.of('SubmissionReviewed', {
    submissionId: '11',
    botId: 11,
    decision: 'approved',
    notes: 'Nice',
    reviewerId: ADA.id,
    reviewerName: ADA.name,
    overrodeClaimOf: GRACE.name,
  });
  return [
    submitted,
    given.by(GRACE, claim),
    given.by(GRACE, note),
    given.by(ADA, review),
    given.published(11, '11', botData({ name: 'Eleven' })),
    given.by(ADA, given.of('BotUnlisted', { botId: 11, reason: 'Spam' })),
    given.by(ADA, given.of('BotRelisted', { botId: 11, reason: 'Fixed' })),
    given.by(GRACE, given.featured(11)),
    given.submitted('12', botData({ name: 'Twelve' })),
    given.by(GRACE, given.reviewed('12', 12, 'rejected', 'Broken invite')),
    given.of('BotDeleted', { botId: 11, deletedBy: 'owner', byStaff: false }),
  ];
}

const page = (store: ReadStore, query: Partial<StaffActivityQuery>) =>
  store.staffActivity({ limit: 50, ...query });
const actions = async (store: ReadStore, query: Partial<StaffActivityQuery>) =>
  (await page(store, query)).items.map((row) => `${row.staffName}:${row.action}`);

/** The staff activity log (issue #27, item 4): every staff action, filtered and paged. */
export function describeStaffContract(context: Context): void {
  describe('staff activity log', () => {
    it('lists bans, unbans and hidden reviews with the user or review they concern', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.by(
          ADA,
          given.of('UserBanned', {
            userId: '100000000000000077',
            reason: 'Spam',
            until: '2031-01-01T00:00:00.000Z',
            by: ADA.id,
          }),
        ),
        given.by(ADA, given.of('UserUnbanned', { userId: '100000000000000077', by: ADA.id })),
        given.by(
          GRACE,
          given.of('ReviewHidden', {
            botId: 11,
            reviewId: '11-u-0',
            authorId: 'u',
            hiddenBy: GRACE.id,
            reason: 'Abuse',
          }),
        ),
      ]);

      const rows = (await page(store, {})).items.map((row) => [row.action, row.target, row.detail]);
      expect(rows).toEqual([
        ['hide-review', '11-u-0', 'Abuse'],
        ['unban', '100000000000000077', ''],
        ['ban', '100000000000000077', 'Spam (until 2031-01-01T00:00:00.000Z)'],
      ]);
      expect(await actions(store, { action: 'ban' })).toEqual(['ada:ban']);
    });

    it('lists every staff action newest first, with its bot, target and detail', async () => {
      const { store, given } = context();
      const events = staffHistory(given);
      await store.applyEvents(events);

      const { items, nextCursor } = await page(store, {});
      expect(items.map((row) => `${row.staffName}:${row.action}`)).toEqual([
        'grace:reject',
        'grace:feature',
        'ada:relist',
        'ada:unlist',
        'ada:approve',
        'grace:note',
        'grace:claim',
      ]);
      expect(nextCursor).toBeNull();
      expect(items[4]).toEqual({
        id: events[3]!.id,
        at: events[3]!.metadata.occurredAt,
        staffId: ADA.id,
        staffName: 'ada',
        action: 'approve',
        botId: 11,
        botName: 'Eleven',
        target: '11',
        detail: 'Nice (overrode the claim of grace)',
      });
      expect(items[3]).toMatchObject({ target: '11', detail: 'Spam', botName: 'Eleven' });
      expect(items[5]).toMatchObject({ detail: 'Invite works', target: '11' });
    });

    it('filters by staff member, action and time', async () => {
      const { store, given } = context();
      const events = staffHistory(given);
      await store.applyEvents(events);

      expect(await actions(store, { staffId: ADA.id })).toEqual([
        'ada:relist',
        'ada:unlist',
        'ada:approve',
      ]);
      expect(await actions(store, { action: 'reject' })).toEqual(['grace:reject']);
      expect(await actions(store, { staffId: ADA.id, action: 'reject' })).toEqual([]);
      const from = events[3]!.metadata.occurredAt;
      const to = events[6]!.metadata.occurredAt;
      expect(await actions(store, { from, to })).toEqual(['ada:unlist', 'ada:approve']);
    });

    it('pages newest first with a cursor until the log ends', async () => {
      const { store, given } = context();
      await store.applyEvents(staffHistory(given));

      const seen: string[] = [];
      let before: number | undefined;
      for (let pages = 0; pages < 10; pages += 1) {
        const { items, nextCursor } = await page(store, { limit: 3, before });
        seen.push(...items.map((row) => row.action));
        if (nextCursor === null) break;
        before = Number(nextCursor);
      }
      expect(seen).toEqual(['reject', 'feature', 'relist', 'unlist', 'approve', 'note', 'claim']);
      const full = await page(store, { staffId: GRACE.id, limit: 4 });
      expect(full.items).toHaveLength(4);
      expect(full.nextCursor).toBeNull();
    });

    it('is rebuilt alike by a replay of the log', async () => {
      const { store, given } = context();
      const events = staffHistory(given);
      await store.applyEvents(events);
      const before = await page(store, {});

      const shadow = await store.openShadow(['staff-activity']);
      await shadow.applyEvents(events);
      await store.promoteShadow(['staff-activity']);
      expect(await page(store, {})).toEqual(before);
    });

    it('keeps the canned reasons in added order, edited in place, retired ones marked', async () => {
      const { store, given } = context();
      const spam = { id: 'r1', title: 'Spam', explanation: 'Ads', guidelineUrl: null };
      await store.applyEvents([
        given.of('CannedReasonAdded', { ...spam, kind: 'reject' }),
        given.of('CannedReasonAdded', {
          id: 'r2',
          kind: 'unlist',
          title: 'Offline',
          explanation: 'Down for weeks',
          guidelineUrl: '/docs/guidelines#uptime',
        }),
        given.of('CannedReasonEdited', { ...spam, explanation: 'Only ads, no function' }),
        given.of('CannedReasonRetired', { id: 'r2' }),
      ]);
      expect(await store.cannedReasons()).toEqual([
        { ...spam, kind: 'reject', explanation: 'Only ads, no function', active: true },
        {
          id: 'r2',
          kind: 'unlist',
          title: 'Offline',
          explanation: 'Down for weeks',
          guidelineUrl: '/docs/guidelines#uptime',
          active: false,
        },
      ]);
    });

    it('times each decision from its reviewer’s claim, for reviewer statistics at a given time', async () => {
      const { store, given } = context();
      const claim = (submissionId: string, by: Actor) =>
        given.by(
          by,
          given.of('SubmissionClaimed', {
            submissionId,
            botId: Number(submissionId),
            reviewerId: by.id,
            reviewerName: by.name,
            claimedUntil: '2030-01-01T00:30:00.000Z',
          }),
        );
      const decide = (submissionId: string, by: Actor, decision: 'approved' | 'rejected') =>
        given.by(
          by,
          given.of('SubmissionReviewed', {
            submissionId,
            botId: Number(submissionId),
            decision,
            notes: '',
            reviewerId: by.id,
            reviewerName: by.name,
          }),
        );
      const events: RecordedEvent[] = [
        given.submitted('21', botData({ name: 'A' })),
        given.submitted('22', botData({ name: 'B' })),
        given.submitted('23', botData({ name: 'C' })),
      ];
      events.push(claim('21', GRACE), claim('22', GRACE));
      events.push(claim('21', GRACE)); // a renewal keeps the claim's start
      events.push(decide('21', GRACE, 'approved'), decide('22', ADA, 'rejected'));
      events.push(decide('23', GRACE, 'rejected'));
      await store.applyEvents(events);

      const since = events[0]!.metadata.occurredAt;
      const rows = await store.reviewerDecisions(since);
      const minutes = (from: number, to: number) =>
        (Date.parse(events[to]!.metadata.occurredAt) -
          Date.parse(events[from]!.metadata.occurredAt)) /
        60_000;
      expect(rows).toEqual([
        {
          reviewerId: GRACE.id,
          reviewerName: GRACE.name,
          decision: 'approved',
          reviewedAt: events[6]!.metadata.occurredAt,
          claimedAt: events[3]!.metadata.occurredAt,
        },
        expect.objectContaining({ reviewerId: ADA.id, decision: 'rejected', claimedAt: null }),
        expect.objectContaining({ reviewerId: GRACE.id, decision: 'rejected', claimedAt: null }),
      ]);
      const now = events[8]!.metadata.occurredAt;
      expect(reviewerStatsOf(rows, now)).toEqual([
        {
          reviewerId: GRACE.id,
          reviewerName: GRACE.name,
          approved7d: 1,
          rejected7d: 1,
          approved30d: 1,
          rejected30d: 1,
          medianClaimToDecisionMinutes30d: Math.round(minutes(3, 6) * 10) / 10,
          approvalRate30d: 0.5,
        },
        expect.objectContaining({ reviewerId: ADA.id, rejected30d: 1, approvalRate30d: 0 }),
      ]);
      const later = new Date(Date.parse(now) + 31 * 86_400_000).toISOString();
      expect(reviewerStatsOf(rows, later)).toEqual([]);
      const nextWeek = new Date(Date.parse(now) + 8 * 86_400_000).toISOString();
      expect(reviewerStatsOf(rows, nextWeek)[0]).toMatchObject({ approved7d: 0, approved30d: 1 });
    });
  });
}
