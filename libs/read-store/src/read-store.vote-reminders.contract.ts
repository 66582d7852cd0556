import type { ReadStore } from './read-store.port';
import type { EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const twelveHoursAfter = (iso: string): string =>
  new Date(Date.parse(iso) + 12 * 3600 * 1000).toISOString();
const justBefore = (iso: string): string => new Date(Date.parse(iso) - 1).toISOString();

/** Vote reminders: due 12 hours after the latest vote of a user who asked, until sent. */
export function describeVoteRemindersContract(context: Context): void {
  describe('vote reminders', () => {
    it('is due 12 hours after the latest vote, soonest first, at most `limit`', async () => {
      const { store, given } = context();
      const setBob = given.of('VoteReminderSet', { botId: 7, userId: 'bob', lastVotedAt: null });
      const bobVoted = given.voted(7, 'bob');
      const amyVoted = given.voted(8, 'amy');
      const setAmy = given.of('VoteReminderSet', {
        botId: 8,
        userId: 'amy',
        lastVotedAt: amyVoted.metadata.occurredAt,
      });
      // A vote of someone who never asked keeps nothing.
      const carlVoted = given.voted(7, 'carl');
      await store.applyEvents([setBob, bobVoted, amyVoted, setAmy, carlVoted]);

      const bobDue = twelveHoursAfter(bobVoted.metadata.occurredAt);
      const amyDue = twelveHoursAfter(amyVoted.metadata.occurredAt);
      expect(await store.dueVoteReminders(justBefore(bobDue), 100)).toEqual([]);
      expect(await store.dueVoteReminders(bobDue, 100)).toEqual([
        { botId: 7, userId: 'bob', votedAt: bobVoted.metadata.occurredAt },
      ]);
      expect(await store.dueVoteReminders(amyDue, 100)).toEqual([
        { botId: 7, userId: 'bob', votedAt: bobVoted.metadata.occurredAt },
        { botId: 8, userId: 'amy', votedAt: amyVoted.metadata.occurredAt },
      ]);
      expect(await store.dueVoteReminders(amyDue, 1)).toHaveLength(1);
      expect(await store.dueVoteReminders('2100-01-01T00:00:00.000Z', 100)).toHaveLength(2);
    });

    it('is no longer due once sent or cleared, and due again after the next vote', async () => {
      const { store, given } = context();
      const first = given.voted(7, 'bob');
      const votedAt = first.metadata.occurredAt;
      await store.applyEvents([
        first,
        given.of('VoteReminderSet', { botId: 7, userId: 'bob', lastVotedAt: votedAt }),
        given.of('VoteReminderSent', { botId: 7, userId: 'bob', votedAt }),
        given.of('VoteReminderSet', { botId: 8, userId: 'bob', lastVotedAt: votedAt }),
        given.of('VoteReminderCleared', { botId: 8, userId: 'bob' }),
      ]);
      const later = '2100-01-01T00:00:00.000Z';
      expect(await store.dueVoteReminders(later, 100)).toEqual([]);

      const next = given.voted(7, 'bob');
      await store.applyEvents([next]);
      expect(await store.dueVoteReminders(later, 100)).toEqual([
        { botId: 7, userId: 'bob', votedAt: next.metadata.occurredAt },
      ]);
    });

    it('is not due again when set again after its vote’s reminder was sent', async () => {
      const { store, given } = context();
      const voted = given.voted(7, 'bob');
      const votedAt = voted.metadata.occurredAt;
      await store.applyEvents([
        voted,
        given.of('VoteReminderSet', { botId: 7, userId: 'bob', lastVotedAt: votedAt }),
        given.of('VoteReminderSent', { botId: 7, userId: 'bob', votedAt }),
        given.of('VoteReminderCleared', { botId: 7, userId: 'bob' }),
        given.of('VoteReminderSet', { botId: 7, userId: 'bob', lastVotedAt: votedAt }),
      ]);
      expect(await store.dueVoteReminders('2100-01-01T00:00:00.000Z', 100)).toEqual([]);
    });

    it('is rebuilt alike by a replay of the log', async () => {
      const { store, given } = context();
      const set = given.of('VoteReminderSet', { botId: 7, userId: 'bob', lastVotedAt: null });
      const voted = given.voted(7, 'bob');
      const events = [
        set,
        voted,
        given.of('VoteReminderSet', { botId: 9, userId: 'amy', lastVotedAt: null }),
        given.voted(9, 'amy'),
        given.of('VoteReminderCleared', { botId: 9, userId: 'amy' }),
      ];
      await store.applyEvents(events);
      const later = '2100-01-01T00:00:00.000Z';
      const before = await store.dueVoteReminders(later, 100);
      expect(before).toEqual([{ botId: 7, userId: 'bob', votedAt: voted.metadata.occurredAt }]);

      const shadow = await store.openShadow(['vote-reminders']);
      await shadow.applyEvents(events);
      await store.promoteShadow(['vote-reminders']);
      expect(await store.dueVoteReminders(later, 100)).toEqual(before);
    });
  });
}
