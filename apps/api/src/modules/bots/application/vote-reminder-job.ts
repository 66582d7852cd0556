import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { botVoteStream, type CommandActor } from '@botdir/contracts';
import {
  VOTE_REMINDER_READS,
  type DueVoteReminder,
  type VoteReminderReads,
} from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { PollLoop } from '@api/modules/outbox/outbox.ports';
import { botVoteDecider } from '../domain/bot-vote.decider';

/** Reminders sent per tick at most: the rest wait for the next ticks. */
export const REMINDER_BATCH = 100;

const REMINDER_ACTOR: CommandActor = {
  id: 'vote-reminders',
  name: 'Vote reminders',
  roles: [],
  isStaff: false,
};

/**
 * Every api process polls the `vote-reminders` read model (at the outbox's interval) and appends
 * `VoteReminderSent` for each due reminder; the NotificationsReaction raises the notification from
 * it. Two replicas may pick the same reminder: its command id comes from (bot, user, vote), so its
 * event id too, and the append expects the stream's revision, so it is recorded once.
 */
@Injectable()
export class VoteReminderJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('VoteReminders');
  private readonly loop: PollLoop;

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(VOTE_REMINDER_READS) private readonly reads: VoteReminderReads,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.loop = new PollLoop(this.logger, config.webhooks.pollMs, () => this.sweep());
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One tick: sends the due reminders (public for specs that race two replicas' ticks). */
  async sweep(): Promise<void> {
    const now = new Date().toISOString();
    const due = await this.reads.dueVoteReminders(now, REMINDER_BATCH);
    for (const reminder of due) {
      // One failure (another replica's append won the race) must not hold back the others.
      await this.send(reminder, now).catch((error) =>
        this.logger.warn(`Reminder ${reminder.botId}/${reminder.userId}: ${String(error)}`),
      );
    }
  }

  private async send({ botId, userId, votedAt }: DueVoteReminder, now: string): Promise<void> {
    const context = createCommandContext({
      name: `vote-reminder:${botId}:${userId}:${votedAt}`,
      actor: REMINDER_ACTOR,
      now,
    });
    await this.executor.execute({
      decider: botVoteDecider,
      streamId: botVoteStream(botId, userId),
      command: { type: 'SendVoteReminder', botId, userId, votedAt, now },
      context,
    });
  }
}
