import {
  CATEGORY_IDS,
  snowflakeOf,
  botStream,
  submissionStream,
  type BotData,
  type EventMetadata,
} from '@botdir/contracts';
import { eventIdFor, type StreamAppend } from '@botdir/event-store';
import type { DomainEvent } from '@botdir/contracts';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import { botDecider } from '@api/modules/bots/domain/bot.decider';

export const WORDS = [
  'music',
  'moderation',
  'games',
  'economy',
  'anime',
  'tickets',
  'logging',
  'memes',
  'quiz',
  'radio',
  'levels',
  'welcome',
  'polls',
  'reminders',
  'trivia',
  'chess',
  'translate',
  'images',
  'stats',
  'support',
];
export const ADJECTIVES = [
  'Swift',
  'Cosmic',
  'Neon',
  'Silent',
  'Lucky',
  'Iron',
  'Crystal',
  'Turbo',
  'Mighty',
  'Pixel',
];

const owner = (index: number) => ({
  id: snowflakeOf(5, index % 5000),
  name: `owner${index % 5000}`,
  roles: [],
  isStaff: false,
});
const reviewer = {
  id: '600000000000000001',
  name: 'bench_reviewer',
  roles: ['100000000000000002'],
  isStaff: true,
};

/** A plausible bot; every tenth mentions "music" in its name, others sometimes in the description. */
export function syntheticBot(index: number): BotData {
  const word = WORDS[index % WORDS.length] as string;
  const other = WORDS[(index * 7) % WORDS.length] as string;
  const person = owner(index);
  return {
    name: `${ADJECTIVES[index % ADJECTIVES.length]} ${word} ${index}`,
    shortDescription: `The ${word} bot your server needs, with ${other} built in.`,
    description: `A ${word} bot with ${other} features. Number ${index} in the benchmark directory.`,
    avatar: 'https://cdn.discordapp.com/embed/avatars/0.png',
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${snowflakeOf(7, index)}&scope=bot`,
    categories: [CATEGORY_IDS[index % CATEGORY_IDS.length] as string],
    tags: [word, other],
    isOnline: index % 3 !== 0,
    ownerId: person.id,
    ownerName: person.name,
  };
}

function metadata(
  commandId: string,
  actor: { id: string; name: string; roles: string[] },
  occurredAt: string,
): EventMetadata {
  return {
    actor,
    correlationId: commandId,
    causationId: commandId,
    commandId,
    occurredAt,
    schemaVersion: 1,
  };
}

function written(
  events: DomainEvent[],
  commandId: string,
  actor: { id: string; name: string; roles: string[] },
  at: string,
) {
  return events.map((event, index) => ({
    id: eventIdFor(commandId, index),
    type: event.type,
    data: event.data,
    metadata: {
      ...metadata(commandId, actor, at),
      schemaVersion: event.type === 'BotSubmitted' ? 2 : 1,
    },
  }));
}

/** The three appends that make bot `index` public, decided by the real deciders. */
export function approvedBotAppends(index: number, now: number): StreamAppend[] {
  const botId = index + 1;
  const submissionId = String(botId);
  const bot = syntheticBot(index);
  const submitter = owner(index);
  const at = (offset: number) => new Date(now - (index % 90) * 86_400_000 - offset).toISOString();
  let state = submissionDecider.initialState;
  const submitted = submissionDecider.decide(
    { type: 'SubmitBot', submissionId, botId, bot, submitter },
    state,
  );
  for (const event of submitted)
    state = submissionDecider.evolve(state, event as never, { occurredAt: at(0) });
  const reviewed = submissionDecider.decide(
    { type: 'ReviewSubmission', decision: 'approved', notes: '', reviewer },
    state,
  );
  const published = botDecider.decide(
    {
      type: 'PublishBot',
      botId,
      submissionId,
      bot,
      approvedBy: reviewer.id,
      // No slug: three events a bot, as the benchmarks' figures count them (its address is its id).
      slug: null,
    },
    botDecider.initialState,
  );
  return [
    {
      streamId: submissionStream(submissionId),
      events: written(submitted, `bench-submit-${index}`, submitter, at(7_200_000)),
      expected: 'no_stream',
    },
    {
      streamId: submissionStream(submissionId),
      events: written(reviewed, `bench-review-${index}`, reviewer, at(3_600_000)),
      expected: 0,
    },
    {
      streamId: botStream(botId),
      events: written(published, `bench-publish-${index}`, reviewer, at(3_600_000)),
      expected: 'no_stream',
    },
  ];
}
