import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inviteClickStream, type InviteClicked } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { liveInviteUrl } from '../../application/live-invite-url';
import { RecordInviteClickCommand } from './record-invite-click.command';

@CommandHandler(RecordInviteClickCommand)
export class RecordInviteClickHandler implements ICommandHandler<RecordInviteClickCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(BOT_READS) private readonly reads: BotReads,
  ) {}

  async execute({ actor, botId, visitor }: RecordInviteClickCommand) {
    const inviteUrl = await liveInviteUrl(this.reads, botId);
    const now = new Date().toISOString();
    const day = now.slice(0, 10);
    // One click per visitor, bot and day: the same command id, so the same event id, in a stream
    // of its own; a repeat finds it there and appends nothing (invariant 4).
    const context = createCommandContext({ name: `invite:${botId}:${visitor}:${day}`, actor, now });
    const event: InviteClicked = { type: 'InviteClicked', data: { botId, visitor, day } };
    await this.executor.record(inviteClickStream(botId, day, visitor), event, context);
    return { inviteUrl };
  }
}
