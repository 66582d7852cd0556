import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  botReviewStream,
  botStream,
  inviteClickStream,
  submissionStream,
  type CommandActor,
  type Decider,
  type DirectoryEvent,
} from '@botdir/contracts';
import { EVENT_STORE, deterministicUuid, type EventStore } from '@botdir/event-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { botDecider } from '@api/modules/bots/domain/bot.decider';
import { reviewDecider } from '@api/modules/reviews/domain/review.decider';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import { DEMO_BOTS } from './demo-bots';
import { demoListing } from './demo-listing';
import { DEMO_OWNERS, demoReviewer, demoVoter } from './demo-people';
import { demoTimeline, type DemoTimeline } from './demo-timeline';

const HOUR = 60 * 60 * 1000;

/**
 * Seeds the demo directory through the command path (deciders + appends + inline reactions: an
 * approval publishes), with back-dated command times. Command ids are fixed, so a restart adds nothing.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
  ) {}

  async run(now = Date.now()): Promise<void> {
    const firstId = this.submissionIdFor('bot:0');
    if ((await this.store.readStream(submissionStream(firstId), { maxCount: 1 })).length > 0)
      return;
    const started = Date.now();
    for (const [index, demo] of DEMO_BOTS.entries()) {
      await this.seedBot(index, demo, demoTimeline(index, now));
    }
    this.logger.log(`Seeded ${DEMO_BOTS.length} demo bots in ${Date.now() - started} ms`);
  }

  private async seedBot(
    index: number,
    demo: (typeof DEMO_BOTS)[number],
    timeline: DemoTimeline,
  ): Promise<void> {
    const owner = DEMO_OWNERS[index % DEMO_OWNERS.length];
    if (!owner) return;
    const key = `bot:${index}`;
    const submissionId = this.submissionIdFor(key);
    const botId = Number(submissionId);
    const bot = demoListing(index, demo, owner);
    const at = (ms: number) => new Date(ms).toISOString();
    await this.decide(
      submissionDecider,
      submissionStream(submissionId),
      `${key}:submit`,
      owner,
      at(timeline.submittedAt),
      {
        type: 'SubmitBot',
        submissionId,
        botId,
        bot,
        submitter: owner,
      },
    );
    if (timeline.outcome === 'pending') return;
    const reviewer = demoReviewer(this.config);
    const decision = timeline.outcome === 'rejected' ? 'rejected' : 'approved';
    const notes =
      decision === 'rejected'
        ? 'Please add a support server and describe your commands in more detail.'
        : 'Looks great, welcome aboard!';
    // An approval publishes the bot inline (PublishApprovedBotReaction), before the votes below.
    await this.decide(
      submissionDecider,
      submissionStream(submissionId),
      `${key}:review`,
      reviewer,
      at(timeline.reviewedAt),
      {
        type: 'ReviewSubmission',
        decision,
        notes,
        reviewer,
      },
    );
    if (decision === 'rejected') return;
    if (timeline.featured) {
      await this.decide(
        botDecider,
        botStream(botId),
        `${key}:feature`,
        reviewer,
        at(timeline.reviewedAt + HOUR),
        {
          type: 'FeatureBot',
          actor: reviewer,
          featured: true,
        },
      );
    }
    for (const [voteIndex, stars] of timeline.votes.entries()) {
      const voter = demoVoter(voteIndex);
      await this.decide(
        reviewDecider,
        botReviewStream(botId, voter.id),
        `${key}:vote:${voteIndex}`,
        voter,
        at(timeline.reviewedAt + (voteIndex + 2) * HOUR),
        {
          type: 'PostReview',
          botId,
          author: voter,
          stars,
          text: null,
          bot: { isPublic: true, ownerIds: [owner.id] },
        },
      );
    }
    for (const click of timeline.clicks) {
      const visitor = `demo-visitor-${click.visitor}`;
      const day = at(click.at).slice(0, 10);
      const context = createCommandContext({
        name: `invite:${botId}:${visitor}:${day}`,
        actor: demoVoter(click.visitor),
        now: at(click.at),
      });
      await this.executor.record(
        inviteClickStream(botId, day, visitor),
        { type: 'InviteClicked', data: { botId, visitor, day } },
        context,
      );
    }
  }

  private decide<State, Command, Event extends DirectoryEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    key: string,
    actor: CommandActor,
    now: string,
    command: Command,
  ) {
    return this.executor.execute({
      decider,
      streamId,
      command,
      context: createCommandContext({ name: `seed:${key}`, actor, now }),
    });
  }

  private submissionIdFor(key: string): string {
    return String(numericIdFrom(`submission:${deterministicUuid(`seed:${key}:submit`)}`));
  }
}
