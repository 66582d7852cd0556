import { Injectable, Logger } from '@nestjs/common';
import { botStream, DomainError } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { botDecider } from '../domain/bot.decider';

/**
 * ReportResolved(unlist) on a report stream → BotUnlisted on the bot's stream. Inline: the bot is
 * gone from browse when the resolution answers. Idempotent: the command id derives from the
 * resolution event, so the inline run and the projector's pass append once.
 */
@Injectable()
export class ReportUnlistingReaction implements Reactor {
  private readonly logger = new Logger('ReportUnlisting');

  readonly reaction = onEvents(['ReportResolved'], (resolved) => this.unlist(resolved), {
    inline: true,
  });

  constructor(private readonly executor: CommandExecutor) {}

  private async unlist(cause: StoredEventOf<'ReportResolved'>): Promise<number> {
    const { botId, reason, reportId, action } = cause.data;
    if (action !== 'unlist') return 0;
    const actor = { ...cause.metadata.actor, isStaff: true };
    const context = createCommandContext({ commandType: 'UnlistBot', cause, actor });
    try {
      const outcome = await this.executor.execute({
        decider: botDecider,
        streamId: botStream(botId),
        command: { type: 'UnlistBot', actor, reason, reportId },
        context,
      });
      return outcome.position;
    } catch (error) {
      if (error instanceof DomainError) {
        this.logger.warn(`Bot ${botId} not unlisted for report ${reportId}: ${error.message}`);
        return 0;
      }
      throw error;
    }
  }
}
