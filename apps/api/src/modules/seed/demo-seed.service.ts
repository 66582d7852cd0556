import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  botActivityStream,
  botRatingStream,
  botStream,
  submissionStream,
  type DomainEvent,
} from '@botdir/contracts';
import { EVENT_STORE, deterministicUuid, type EventStore } from '@botdir/event-store';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config';
import { CommandExecutor } from '../../infrastructure/commands/command-executor';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Decider } from '../../infrastructure/commands/decider';
import { numericIdFrom } from '../../infrastructure/commands/numeric-id';
import type { ActorContext } from '../auth/actor-context';
import { ApprovalProcessManager } from '../bots/process-managers/approval.process-manager';
import { botDecider } from '../bots/domain/bot.decider';
import { botRatingDecider } from '../bots/domain/bot-rating.decider';
import { submissionDecider } from '../submissions/domain/submission.decider';
import { DEMO_BOTS } from './demo-bots';
import { demoListing } from './demo-listing';
import { DEMO_OWNERS, demoReviewer, demoVoter } from './demo-people';
import { demoTimeline, type DemoTimeline } from './demo-timeline';

const HOUR = 60 * 60 * 1000;

/**
 * Seeds the demo directory through the command path (deciders + appends + the approval process
 * manager), with back-dated command times. Command ids are fixed, so a restart adds nothing.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly approval: ApprovalProcessManager,
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
    const owner = DEMO_OWNERS[index % DEMO_OWNERS.length] as ActorContext;
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
    const review = await this.decide(
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
    await this.approval.handle(review.events);
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
        botRatingDecider,
        botRatingStream(botId, voter.id),
        `${key}:vote:${voteIndex}`,
        voter,
        at(timeline.reviewedAt + (voteIndex + 2) * HOUR),
        {
          type: 'RateBot',
          botId,
          voter,
          stars,
          botIsPublic: true,
          botOwnerId: owner.id,
        },
      );
    }
    for (const click of timeline.clicks) {
      const visitor = `demo-visitor-${click.visitor}`;
      const day = at(click.at).slice(0, 10);
      const context = this.context(
        `invite:${botId}:${visitor}:${day}`,
        demoVoter(click.visitor),
        at(click.at),
      );
      await this.executor.record(
        botActivityStream(botId),
        { type: 'InviteClicked', data: { botId, visitor, day } },
        context,
      );
    }
  }

  private decide<State, Command>(
    decider: Decider<State, Command, DomainEvent>,
    streamId: string,
    key: string,
    actor: ActorContext,
    now: string,
    command: Command,
  ) {
    return this.executor.execute({
      decider,
      streamId,
      command,
      context: this.context(`seed:${key}`, actor, now),
    });
  }

  private context(name: string, actor: ActorContext, now: string): CommandContext {
    const commandId = deterministicUuid(name);
    return {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor,
      now,
      idempotent: true,
    };
  }

  private submissionIdFor(key: string): string {
    return String(numericIdFrom(`submission:${deterministicUuid(`seed:${key}:submit`)}`));
  }
}
