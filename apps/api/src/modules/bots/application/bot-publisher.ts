import { Injectable } from '@nestjs/common';
import { botStream, type BotData } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import type { StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { botDecider } from '../domain/bot.decider';

/** An approved submission's bot, as the approval process hands it over. */
export interface ApprovedBot {
  botId: number;
  submissionId: string;
  bot: BotData;
  approvedBy: string;
}

/**
 * PublishBot on `bot-{id}`, caused by the approving review: the approval process's adapter into
 * this context (wired in AppModule). Staff by definition: a reviewer approved it.
 */
@Injectable()
export class BotPublisher {
  constructor(private readonly executor: CommandExecutor) {}

  async publish(approved: ApprovedBot, cause: StoredEvent): Promise<number> {
    const context = createCommandContext({
      commandType: 'PublishBot',
      cause,
      actor: { ...cause.metadata.actor, isStaff: true },
      now: cause.metadata.occurredAt,
    });
    const outcome = await this.executor.execute({
      decider: botDecider,
      streamId: botStream(approved.botId),
      command: { type: 'PublishBot', ...approved },
      context,
    });
    return outcome.position;
  }
}
