import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { TransferOwnershipCommand, type TransferAnswer } from './transfer-ownership.command';

const STATUS = {
  OfferOwnershipTransfer: 'offered',
  AcceptOwnershipTransfer: 'accepted',
  CancelOwnershipTransfer: 'cancelled',
} as const;

@CommandHandler(TransferOwnershipCommand)
export class TransferOwnershipHandler implements ICommandHandler<TransferOwnershipCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: TransferOwnershipCommand): Promise<TransferAnswer> {
    const { actor, botId, step, idempotencyKey } = request;
    await runBotCommand(this.executor, actor, botId, { ...step, actor }, idempotencyKey);
    return { botId, status: STATUS[step.type] };
  }
}
