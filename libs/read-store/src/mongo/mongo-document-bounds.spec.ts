import {
  LIMITS,
  PLATFORM_LIMITS,
  REPORT_LIMITS,
  type BotData,
  type UncheckedEvent,
} from '@botdir/contracts';
import { mongo } from 'mongoose';
import type { Projection } from '../projections/projection';
import { projectionNamed } from '../projections/projections';
import { EventBuilder } from '../testing/event-builder';
import { deadLetterRow } from './mongo-projector';
import { mongoVotesProjection } from './mongo-ratings';
import { BSON_LIMIT, largestUpdate, url, wide, words } from './testing/document-bounds';

/** Edits or notes of ten hours at the writes budget (a history: two hours, past 16 MiB uncapped). */
const EDITS = 300 * 10;
const HISTORY_EDITS = 300 * 2;

function biggestBot(seed: number, description: string): BotData {
  return {
    name: words(LIMITS.nameMax, 10, seed),
    description,
    shortDescription: words(LIMITS.shortDescriptionMax, 33, seed + 100),
    avatar: url(seed + 1),
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${wide(900, seed)}&permissions=${wide(900, seed + 1)}`,
    supportServerUrl: url(seed + 2),
    websiteUrl: url(seed + 3),
    githubUrl: url(seed + 4),
    discordAppId: '1'.repeat(19),
    categories: ['music', 'moderation', 'fun', 'utility', 'economy'],
    tags: Array.from({ length: LIMITS.tagsMax }, (_, index) => wide(LIMITS.tagMax, seed + index)),
    isOnline: true,
    ownerId: '1'.repeat(19),
    ownerName: wide(LIMITS.ownerNameMax, seed),
    banner: url(seed + 5),
    screenshots: Array.from({ length: LIMITS.screenshotsMax }, (_, index) => url(seed + 6 + index)),
    slashCommands: Array.from({ length: LIMITS.slashCommandsMax }, (_, index) => ({
      name: wide(LIMITS.slashCommandNameMax, seed + index),
      description: wide(LIMITS.slashCommandDescriptionMax, seed + index),
    })),
  };
}

const given = new EventBuilder();
const named = (name: string) => projectionNamed(name)!;

/** A bot published, then edited back and forth (every field changing) for HOURS at the limit. */
function editedAllDay(): UncheckedEvent[] {
  const versions = [0, 1].map((seed) => biggestBot(seed, words(LIMITS.descriptionMax, 33, seed)));
  const published = given.approvedBot('1', versions[0]!);
  const edits = Array.from({ length: HISTORY_EDITS }, (_, edit) =>
    given.edited(1, versions[1 - (edit % 2)]!),
  );
  return [...published, ...edits];
}

/**
 * Each MongoDB read-model document at its worst under the documented limits (field lengths in
 * libs/contracts, RATE_LIMIT_WRITES_PER_HOUR = 300 edits or notes an hour, 20 webhook retries),
 * every character 3 bytes in UTF-8 (CJK): the update the driver sends stays under the 16 MiB BSON
 * limit. docs/operations.md's "Read-model document bounds" table lists why each one is bounded;
 * reviews, bans, staff activity and canned reasons are in mongo-moderation-document-bounds.spec.ts.
 */
const CASES: [string, () => number][] = [
  [
    'bots: one 4,000-letter word of description, 10,000 shards',
    () => {
      const published = given.approvedBot('1', biggestBot(0, wide(LIMITS.descriptionMax)));
      // The most shards a post may list, within the total's bound (BSON numbers are fixed width).
      const shards = Array.from({ length: PLATFORM_LIMITS.shardsMax }, () => 5_000);
      const serverCount = PLATFORM_LIMITS.serverCountMax;
      const stats = given.statsReported(1, { serverCount, shards });
      return largestUpdate(named('bots'), [...published, stats]);
    },
  ],
  [
    'bots: a description of distinct 33-letter words (the most stored prefixes)',
    () =>
      largestUpdate(named('bots'), [
        ...given.approvedBot('1', biggestBot(0, words(LIMITS.descriptionMax, 33))),
      ]),
  ],
  [
    `bot-history: ${HISTORY_EDITS} edits of every field`,
    () => largestUpdate(named('bot-history'), editedAllDay()),
  ],
  [
    `submissions: the largest submission with ${EDITS} staff notes`,
    () => {
      const bot = biggestBot(0, wide(LIMITS.descriptionMax));
      const submitted = given.submitted('1', bot);
      const withNotes = {
        ...submitted,
        data: { ...submitted.data, notesForReviewer: wide(LIMITS.notesForReviewerMax) },
      };
      const notes = Array.from({ length: EDITS }, (_, index) =>
        given.of('SubmissionNoteAdded', {
          submissionId: '1',
          botId: 1,
          note: wide(LIMITS.staffNoteMax, index),
          authorId: '1'.repeat(19),
          authorName: wide(LIMITS.ownerNameMax),
        }),
      );
      const review = given.reviewed('1', 1, 'rejected', wide(LIMITS.reviewNotesMax));
      return largestUpdate(named('submissions'), [withNotes, ...notes, review]);
    },
  ],
  [
    `notifications: ${EDITS} notifications with the longest texts`,
    () =>
      largestUpdate(
        named('notifications'),
        Array.from({ length: EDITS }, (_, index) =>
          given.of('NotificationRaised', {
            notificationId: `n${index}`,
            userId: '1'.repeat(19),
            kind: 'rejected',
            botId: 1,
            title: wide(LIMITS.nameMax + 40, index),
            body: wide(LIMITS.reviewNotesMax, index),
            link: '/dashboard',
          }),
        ),
      ),
  ],
  [
    'webhook-deliveries: every retry spent, each with its longest error',
    () => {
      const requested = given.deliveryRequested('d1', 1, '1'.repeat(19));
      const attempts = Array.from({ length: 21 }, (_, index) =>
        given.of('WebhookDeliveryAttempted', {
          deliveryId: 'd1',
          attempt: index + 1,
          statusCode: null,
          latencyMs: 10_000,
          error: wide(300, index),
          nextAttemptAt: given.now(),
        }),
      );
      const failed = given.of('WebhookDeliveryFailed', {
        deliveryId: 'd1',
        attempts: 21,
        reason: wide(340),
      });
      return largestUpdate(named('webhook-deliveries'), [requested, ...attempts, failed]);
    },
  ],
  [
    'reports: the longest details and resolution',
    () =>
      largestUpdate(named('reports'), [
        given.of('BotReported', {
          reportId: 'r1',
          botId: 1,
          reporterId: '1'.repeat(19),
          reporterName: wide(LIMITS.ownerNameMax),
          reason: 'spam',
          details: wide(REPORT_LIMITS.detailsMax),
        }),
        given.of('ReportResolved', {
          reportId: 'r1',
          botId: 1,
          reporterId: '1'.repeat(19),
          action: 'dismiss',
          reason: wide(REPORT_LIMITS.resolutionMax),
          resolvedBy: wide(LIMITS.ownerNameMax),
        }),
      ]),
  ],
  [
    'webhooks: the longest url',
    () => largestUpdate(named('webhooks'), [given.webhookConfigured(1, url(0))]),
  ],
  [
    'notification-webhooks: the longest url, masked',
    () =>
      largestUpdate(named('notification-webhooks'), [
        given.notificationWebhookConfigured('1'.repeat(19), url(0)),
      ]),
  ],
  [
    'rating_votes: one vote',
    () =>
      largestUpdate(mongoVotesProjection as Projection<unknown>, [
        given.rated(1, '1'.repeat(19), 5),
      ]),
  ],
  [
    'vote_reminders: one user and bot, reminded',
    () => {
      const [botId, userId] = [1, '1'.repeat(19)];
      const set = given.of('VoteReminderSet', { botId, userId, lastVotedAt: given.now() });
      const voted = given.voted(botId, userId);
      const votedAt = voted.metadata.occurredAt;
      const sent = given.of('VoteReminderSent', { botId, userId, votedAt });
      return largestUpdate(named('vote-reminders'), [set, voted, sent]);
    },
  ],
  [
    'developer_pages: one hidden page',
    () =>
      largestUpdate(named('developer-pages'), [
        given.developerPageVisibilitySet('1'.repeat(19), true),
      ]),
  ],
  [
    'invite-activity and analytics: one visitor, one day',
    () =>
      Math.max(
        largestUpdate(named('invite-activity'), [given.inviteClicked(1, wide(64), '2025-01-01')]),
        largestUpdate(named('analytics'), [given.pageViewed(1, wide(64), '2025-01-01')]),
      ),
  ],
  [
    'dead_letters: the largest event with its error',
    () => {
      const event = given.submitted(
        '1',
        biggestBot(0, wide(LIMITS.descriptionMax)),
      ) as UncheckedEvent;
      const letter = {
        projection: 'bots',
        position: 1,
        eventId: event.id,
        type: event.type,
        error: wide(1000),
        at: given.now(),
      };
      return mongo.BSON.calculateObjectSize(deadLetterRow(letter, 'g0', event as never));
    },
  ],
];

describe('MongoDB read-model documents stay under the 16 MiB BSON limit', () => {
  it.each(CASES)('%s', (_, size) => {
    expect(size()).toBeLessThan(BSON_LIMIT);
  });
});
