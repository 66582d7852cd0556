import { BOT_HISTORY_KEPT, STAFF_NOTES_KEPT } from '@botdir/contracts';
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

    it('lists reports open or resolved, newest first, and finds one by id', async () => {
      const { store, given } = context();
      const report = (reportId: string) => ({ reportId, botId: 701, reporterId: 'u1' });
      await store.applyEvents([
        given.of('BotReported', {
          ...report('a'),
          reporterName: 'u1',
          reason: 'spam',
          details: '',
        }),
        given.of('BotReported', {
          ...report('b'),
          reporterName: 'u1',
          reason: 'broken',
          details: 'x',
        }),
        given.of('ReportResolved', {
          ...report('a'),
          action: 'dismiss',
          reason: 'Fine',
          resolvedBy: 's',
        }),
      ]);
      expect((await store.listReports({ limit: 10, offset: 0 })).map((r) => r.id)).toEqual([
        'b',
        'a',
      ]);
      expect(await store.listReports({ status: 'open', limit: 10, offset: 0 })).toMatchObject([
        { id: 'b', status: 'open', reason: 'broken' },
      ]);
      expect(await store.getReport('a')).toMatchObject({
        status: 'dismissed',
        action: 'dismiss',
        resolution: 'Fine',
      });
      expect(await store.getReport('zzz')).toBeNull();
    });

    it("answers each report with its bot's current name, and null for a bot it never saw", async () => {
      const { store, given } = context();
      const reported = (reportId: string, botId: number) =>
        given.of('BotReported', {
          reportId,
          botId,
          reporterId: 'u1',
          reporterName: 'u1',
          reason: 'offensive',
          details: '',
        });
      await store.applyEvents([
        ...given.approvedBot('711', botData({ name: 'Named Bot' })),
        reported('n1', 711),
        reported('n2', 99_999),
        given.edited(711, botData({ name: 'Renamed Bot' })),
      ]);
      const names = (await store.listReports({ limit: 10, offset: 0 }))
        .filter((report) => report.id.startsWith('n'))
        .map((report) => [report.id, report.botName]);
      expect(names).toEqual([
        ['n2', null],
        ['n1', 'Renamed Bot'],
      ]);
      expect(await store.getReport('n1')).toMatchObject({ botName: 'Renamed Bot' });
    });

    it('takes an unlisted bot off every public list, and back when relisted', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('801', botData({ name: 'Unlisted' })));
      const total = (await store.stats()).totalBots;
      await store.applyEvents([given.of('BotUnlisted', { botId: 801, reason: 'Spam' })]);
      expect((await store.listBots({ limit: 50, offset: 0 })).items.map((b) => b.id)).not.toContain(
        801,
      );
      expect((await store.stats()).totalBots).toBe(total - 1);
      expect(await store.getBot(801)).toMatchObject({ status: 'unlisted' });
      await store.applyEvents([given.of('BotRelisted', { botId: 801, reason: 'Fixed' })]);
      expect((await store.stats()).totalBots).toBe(total);
    });

    it('keeps a user’s notifications newest first and marks them read', async () => {
      const { store, given } = context();
      const raised = (notificationId: string) =>
        given.of('NotificationRaised', {
          notificationId,
          userId: 'u9',
          kind: 'approved',
          botId: 1,
          title: notificationId,
          body: '',
          link: '/dashboard',
        });
      await store.applyEvents([raised('n1'), raised('n2'), raised('n1')]);
      expect((await store.userNotifications('u9')).map((n) => [n.id, n.read])).toEqual([
        ['n2', false],
        ['n1', false],
      ]);
      await store.applyEvents([
        given.of('NotificationsRead', { userId: 'u9', notificationIds: ['n1'] }),
      ]);
      expect((await store.userNotifications('u9')).map((n) => n.read)).toEqual([false, true]);
      await store.applyEvents([
        given.of('NotificationsRead', { userId: 'u9', notificationIds: null }),
      ]);
      expect((await store.userNotifications('u9')).every((n) => n.read)).toBe(true);
      expect(await store.userNotifications('nobody')).toEqual([]);
    });

    it('tells a bot’s public history with field-level diffs', async () => {
      const { store, given } = context();
      const invite = (permissions: string) =>
        `https://discord.com/oauth2/authorize?client_id=123456789012345678&permissions=${permissions}`;
      const first = botData({ name: 'History', inviteUrl: invite('2048') });
      await store.applyEvents([
        ...given.approvedBot('901', first),
        given.edited(901, { ...first, description: 'New text', inviteUrl: invite('8') }),
        given.featured(901),
        given.of('BotUnlisted', { botId: 901, reason: 'Spam' }),
      ]);
      const history = await store.botHistory(901);
      expect(history?.map((entry) => entry.kind)).toEqual([
        'approved',
        'changed',
        'featured',
        'unlisted',
      ]);
      expect(history?.[1]?.changes).toEqual([
        { field: 'description', from: null, to: null },
        { field: 'invite permissions', from: '2048', to: '8' },
        { field: 'invite URL', from: null, to: null },
      ]);
      expect(JSON.stringify(history)).not.toContain('staff#0009');
      expect(await store.botHistory(424242)).toBeNull();
    });

    it('keeps the newest entries of a long history and the newest staff notes', async () => {
      const { store, given } = context();
      const published = given.approvedBot('902', botData({ name: 'Often Edited' }));
      const edits = Array.from({ length: BOT_HISTORY_KEPT + 5 }, (_, edit) =>
        given.edited(902, botData({ name: 'Often Edited', description: `Version ${edit}` })),
      );
      const notes = Array.from({ length: STAFF_NOTES_KEPT + 5 }, (_, index) =>
        given.of('SubmissionNoteAdded', {
          submissionId: '902',
          botId: 902,
          note: `Note ${index}`,
          authorId: 's1',
          authorName: 'grace',
        }),
      );
      await store.applyEvents([...published, ...edits, ...notes]);

      const history = (await store.botHistory(902)) ?? [];
      expect(history).toHaveLength(BOT_HISTORY_KEPT);
      expect(history.at(-1)?.at).toBe(edits.at(-1)?.metadata.occurredAt);
      expect(history[0]?.at).toBe(edits[5]?.metadata.occurredAt);
      const staffNotes = (await store.getSubmission('902'))?.staffNotes ?? [];
      expect(staffNotes.map((entry) => entry.note)).toEqual(
        notes.slice(5).map((event) => event.data.note),
      );
    });

    it('tells of a bot’s token and webhook changed by someone else, by staff role only', async () => {
      const { store, given } = context();
      const bot = botData({ name: 'Melodia' });
      const owner = { id: bot.ownerId, name: bot.ownerName, roles: [] };
      const admin = { id: '400000000000000004', name: 'admin#0004', roles: ['700000000000000001'] };
      await store.applyEvents([
        ...given.approvedBot('911', bot),
        given.by(owner, given.tokenIssued(911)),
        given.by(owner, given.webhookConfigured(911)),
        given.by(admin, given.tokenIssued(911)),
        given.by(admin, given.webhookConfigured(911, 'https://elsewhere.example.com/votes')),
        given.by(admin, given.webhookRemoved(911)),
      ]);
      const history = await store.botHistory(911);
      expect(history?.map((entry) => [entry.kind, entry.byStaffRoleIds])).toEqual([
        ['approved', undefined],
        ['token-issued', admin.roles],
        ['webhook-changed', admin.roles],
        ['webhook-removed', admin.roles],
      ]);
      for (const hidden of ['elsewhere', 'a-secret-of-16-chars', admin.name, admin.id]) {
        expect(JSON.stringify(history)).not.toContain(hidden);
      }
    });
  });
}
