import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pageViewStream, type PageViewed } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { botErrors } from '../../domain/bot.errors';
import { RecordPageViewCommand } from './record-page-view.command';

@CommandHandler(RecordPageViewCommand)
export class RecordPageViewHandler implements ICommandHandler<RecordPageViewCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(BOT_READS) private readonly reads: BotReads,
  ) {}

  async execute({ actor, botId, visitor }: RecordPageViewCommand): Promise<void> {
    const bot = await this.reads.getBot(botId);
    if (!bot || bot.status !== 'live') throw botErrors.notListed();
    const now = new Date().toISOString();
    const day = now.slice(0, 10);
    // One view per visitor, bot and day, in a stream of its own (as invite clicks): a repeat finds
    // its own event there and appends nothing.
    const context = createCommandContext({ name: `view:${botId}:${visitor}:${day}`, actor, now });
    const event: PageViewed = { type: 'PageViewed', data: { botId, visitor, day } };
    await this.executor.record(pageViewStream(botId, day, visitor), event, context);
  }
}
