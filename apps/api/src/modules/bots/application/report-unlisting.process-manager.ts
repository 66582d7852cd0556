import { Injectable, Logger } from '@nestjs/common';
import { botStream, DomainError, type ReportResolved } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { botDecider } from '../domain/bot.decider';

/**
 * ReportResolved(unlist) on a report stream → BotUnlisted on the bot's stream. Idempotent: the
 * command id derives from the resolution event, so the handler's run and the projector's append once.
 */
@Injectable()
export class ReportUnlistingProcessManager implements EventReactor {
  private readonly logger = new Logger('ReportUnlistingProcessManager');

  constructor(private readonly executor: CommandExecutor) {}

  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (!hasType<ReportResolved, StoredEvent>(event, 'ReportResolved')) continue;
      if (event.data.action !== 'unlist') continue;
      position = Math.max(position, await this.unlist(event, event.data));
    }
    return position;
  }

  private async unlist(cause: StoredEvent, resolved: ReportResolved['data']): Promise<number> {
    const actor = { ...cause.metadata.actor, isStaff: true };
    const context = createCommandContext({ commandType: 'UnlistBot', cause, actor });
    const { botId, reason, reportId } = resolved;
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
