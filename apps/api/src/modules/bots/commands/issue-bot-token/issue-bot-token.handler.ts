import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { mintBotToken } from '../../application/bot-token';
import { runBotCommand } from '../../application/run-bot-command';
import { IssueBotTokenCommand } from './issue-bot-token.command';

@CommandHandler(IssueBotTokenCommand)
export class IssueBotTokenHandler implements ICommandHandler<IssueBotTokenCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId }: IssueBotTokenCommand) {
    const { token, tokenHash } = mintBotToken(botId);
    // No Idempotency-Key: a token cannot be shown twice, so a repeat mints (and rotates) again.
    await runBotCommand(
      this.executor,
      actor,
      botId,
      { type: 'IssueBotToken', actor, tokenHash },
      null,
    );
    return { token };
  }
}
