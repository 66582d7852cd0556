import type { Actor, RecordedEvent } from '@botdir/contracts';
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
  });
}
