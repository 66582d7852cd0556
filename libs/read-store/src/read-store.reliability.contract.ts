import { PROJECTION_NAMES } from './projections/projection';
import type { RecordedEvent, UncheckedEvent } from '@botdir/contracts';
import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** A history touching every read model, for comparing builds. */
export function history(given: EventBuilder): RecordedEvent[] {
  return [
    ...given.approvedBot('1', botData({ name: 'Alpha', categories: ['music', 'fun'] })),
    given.submitted('2', botData({ name: 'Beta' })),
    given.reviewed('2', 2, 'rejected', 'No'),
    given.submitted('3', botData({ name: 'Beta again' }), '2'),
    given.submitted('4', botData({ name: 'Gamma' })),
    given.submissionDeleted('4', 4),
    given.featured(1),
    given.rated(1, 'u1', 5),
    given.rated(1, 'u2', 2),
    given.inviteClicked(1, 'v1', '2025-01-01'),
    given.edited(1, botData({ name: 'Alpha', categories: ['games'] })),
    given.pageViewed(1, 'v1', '2025-01-01'),
    given.voted(1, 'u1'),
    given.statsReported(1, { serverCount: 30, shards: [10, 20] }),
    given.webhookConfigured(1),
    given.deliveryRequested('d1', 1, 'u1'),
    given.attemptStarted('d1', 1),
    given.attempted('d1', 1, 500),
    given.attemptStarted('d1', 2),
    given.attempted('d1', 2, 200, false),
    given.deliverySucceeded('d1', 2),
    ...reviewHistory(given),
  ];
}

/** Issue 16's events: claims, notes, a report that unlisted bot 1, its relisting, notifications. */
function reviewHistory(given: EventBuilder): RecordedEvent[] {
  const report = { reportId: 'r1', botId: 1, reporterId: 'u2' };
  return [
    given.of('SubmissionClaimed', {
      submissionId: '3',
      botId: 2,
      reviewerId: 's1',
      reviewerName: 'grace',
      claimedUntil: '2025-01-02T00:00:00.000Z',
    }),
    given.of('SubmissionNoteAdded', {
      submissionId: '3',
      botId: 2,
      note: 'Checked',
      authorId: 's1',
      authorName: 'grace',
    }),
    given.of('BotReported', { ...report, reporterName: 'u2', reason: 'spam', details: 'Ads' }),
    given.of('ReportResolved', { ...report, action: 'unlist', reason: 'Ads', resolvedBy: 's1' }),
    given.of('BotUnlisted', { botId: 1, reason: 'Ads', reportId: 'r1' }),
    given.of('BotRelisted', { botId: 1, reason: 'Fixed' }),
    given.of('NotificationRaised', {
      notificationId: 'n1',
      userId: 'owner',
      kind: 'unlisted',
      botId: 1,
      title: 'Alpha was unlisted',
      body: 'Ads',
      link: '/bots/1',
    }),
    given.of('NotificationsRead', { userId: 'owner', notificationIds: null }),
    given.notificationWebhookConfigured('owner', 'https://discord.com/api/webhooks/1/abcdefgh'),
    given.notificationDeliveryRequested('d9', 1, 'owner', 'n1'),
    given.notificationWebhookConfigured('u2', 'https://discord.com/api/webhooks/2/abcdefgh'),
    given.notificationWebhookRemoved('u2'),
    given.of('UserBanned', { userId: 'u2', reason: 'Spam', until: null, by: 's1' }),
    given.of('BanAppealed', { userId: 'u2', text: 'It was not me' }),
    given.of('UserUnbanned', { userId: 'u2', by: 's1' }),
    given.of('UserBanned', {
      userId: 'u2',
      reason: 'Spam again',
      until: '2030-01-01T00:00:00.000Z',
      by: 's1',
    }),
  ];
}

const undated = (event: RecordedEvent): UncheckedEvent => ({
  ...event,
  metadata: { ...event.metadata, occurredAt: undefined as unknown as string },
});

/** Redelivery, batching, crash-replay and poison events: the read model stays the same. */
export function describeReliabilityContract(
  factory: () => Promise<ReadStore>,
  context: Context,
): void {
  describe('idempotence and poison events', () => {
    it('gives the same digest for one batch, many batches and a redelivery', async () => {
      const { store } = context();
      const events = history(EventBuilder.sparse());
      await store.applyEvents(events);
      const oneBatch = await store.digest();

      const other = await factory();
      try {
        await other.applyEvents(events.slice(0, 5));
        await other.applyEvents(events.slice(3, 9)); // overlaps: a redelivered range
        await other.applyEvents(events.slice(9));
        await other.applyEvents(events); // the whole history again
        expect(await other.digest()).toBe(oneBatch);
        expect(await other.checkpoints()).toEqual(await store.checkpoints());
      } finally {
        await other.close();
      }
      const last = events[events.length - 1]!.position;
      expect(Object.values(await store.checkpoints())).toEqual(
        Array(PROJECTION_NAMES.length).fill(last),
      );
    });

    it('changes the digest when content changes', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData()));
      const before = await store.digest();
      await store.applyEvents([given.rated(1, 'u1', 3)]);
      expect(await store.digest()).not.toBe(before);
    });

    it('dead-letters a malformed event and still projects the events after it', async () => {
      const { store, given } = context();
      const events = [
        given.submitted('1', botData({ name: 'Poisoned' })),
        given.event('BotPublished', { botId: 1, submissionId: '1', approvedBy: 'x' }),
        ...given.approvedBot('2', botData({ name: 'Healthy' })),
        given.event('SomethingFromTheFuture', { whatever: true }),
      ];
      await store.applyEvents(events);

      // The bots read model and the bots' public history both fold BotPublished.
      const letters = (await store.deadLetters()).filter((letter) => letter.projection === 'bots');
      expect((await store.deadLetters()).map((letter) => letter.projection).sort()).toEqual([
        'bot-history',
        'bots',
      ]);
      expect(letters).toEqual([
        expect.objectContaining({
          projection: 'bots',
          position: events[1]!.position,
          eventId: events[1]!.id,
          type: 'BotPublished',
          error: expect.stringContaining('bot'),
          at: expect.any(String),
        }),
      ]);
      expect((await store.listBots({ limit: 10, offset: 0 })).items.map((b) => b.name)).toEqual([
        'Healthy',
      ]);
      expect((await store.checkpoints())['bots']).toBe(events[5]!.position);

      const poisoned = events[1]!.position;
      expect(await store.retryDeadLetter('bots', poisoned)).toBe(false);
      expect(await store.deadLetters()).toHaveLength(2);
      expect(await store.removeDeadLetter('bots', poisoned)).toBe(true);
      expect(await store.removeDeadLetter('bot-history', poisoned)).toBe(true);
      expect(await store.deadLetters()).toEqual([]);
    });

    it('dead-letters wrong shapes with the reason of the check, and skips unknown types', async () => {
      const { store, given } = context();
      const events = [
        ...given.approvedBot('1', botData({ name: 'Rated' })),
        given.event('BotRated', { botId: 1, userId: 'u1', stars: '5' }),
        given.event('InviteClicked', { botId: 1, visitor: 'v1', day: 'yesterday' }),
        given.event('ImportedByAnotherTool', null),
        undated(given.submitted('2', botData({ name: 'Undated' }))),
        given.rated(1, 'u2', 4),
      ];
      await store.applyEvents(events);

      const letters = (await store.deadLetters()).map(({ projection, position, type, error }) => ({
        projection,
        position,
        type,
        error,
      }));
      const [stars, day, undatedAt] = [3, 4, 6].map((index) => events[index]!.position);
      const undatedReason = `BotSubmitted at position ${undatedAt}: metadata.occurredAt must be a non-empty string`;
      const badStars = `BotRated at position ${stars}: data.stars must be an integer from 1 to 5`;
      const badDay = `InviteClicked at position ${day}: data.day must be a YYYY-MM-DD day`;
      // Letters sort by position, then projection name.
      expect(letters).toEqual([
        { projection: 'analytics', position: stars, type: 'BotRated', error: badStars },
        { projection: 'ratings', position: stars, type: 'BotRated', error: badStars },
        { projection: 'reviews', position: stars, type: 'BotRated', error: badStars },
        { projection: 'analytics', position: day, type: 'InviteClicked', error: badDay },
        { projection: 'invite-activity', position: day, type: 'InviteClicked', error: badDay },
        { projection: 'bots', position: undatedAt, type: 'BotSubmitted', error: undatedReason },
        {
          projection: 'submissions',
          position: undatedAt,
          type: 'BotSubmitted',
          error: undatedReason,
        },
      ]);
      expect(await store.getBot(1)).toMatchObject({ status: 'live', rating: 40, ratingCount: 1 });
      expect(await store.getBot(2)).toBeNull();
      expect(Object.values(await store.checkpoints())).toEqual(
        Array(PROJECTION_NAMES.length).fill(events.at(-1)!.position),
      );
      expect(await store.retryDeadLetter('ratings', 4)).toBe(false);
    });

    it('skips events at or below the checkpoint even when delivered alone', async () => {
      const { store, given } = context();
      const events = [...given.approvedBot('1', botData()), given.rated(1, 'u1', 5)];
      await store.applyEvents(events);
      const digest = await store.digest();
      await store.applyEvents([events[3]!]);
      await store.applyEvents([events[0]!]);
      expect(await store.digest()).toBe(digest);
      expect(await store.getBot(1)).toMatchObject({ status: 'live', ratingCount: 1 });
    });
  });
}
