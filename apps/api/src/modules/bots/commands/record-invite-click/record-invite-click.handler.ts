import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botActivityStream, type InviteClicked } from '@botdir/contracts';
import { deterministicUuid } from '@botdir/event-store';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { RecordInviteClickCommand } from './record-invite-click.command';

@CommandHandler(RecordInviteClickCommand)
export class RecordInviteClickHandler implements ICommandHandler<
  RecordInviteClickCommand,
  { inviteUrl: string }
> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ actor, botId, visitor }: RecordInviteClickCommand) {
    const bot = await this.readStore.getBot(botId);
    if (!bot || bot.status !== 'live') throw new ApiError(404, 'BOT.NOT_FOUND', 'Bot Not Found');
    const now = new Date().toISOString();
    const day = now.slice(0, 10);
    // One click per visitor, bot and day: the same command id, so the same event id.
    const commandId = deterministicUuid(`invite:${botId}:${visitor}:${day}`);
    const context: CommandContext = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor,
      now,
      idempotent: true,
    };
    const event: InviteClicked = { type: 'InviteClicked', data: { botId, visitor, day } };
    await this.executor.record(botActivityStream(botId), event, context);
    return { inviteUrl: bot.inviteUrl };
  }
}
