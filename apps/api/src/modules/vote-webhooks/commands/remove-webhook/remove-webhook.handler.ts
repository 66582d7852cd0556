import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botWebhookStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { WebhookReader } from '../../application/webhook-reader';
import { webhookDecider } from '../../domain/webhook.decider';
import { RemoveWebhookCommand } from './remove-webhook.command';

@CommandHandler(RemoveWebhookCommand)
export class RemoveWebhookHandler implements ICommandHandler<RemoveWebhookCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: WebhookReader,
  ) {}

  async execute({ actor, botId }: RemoveWebhookCommand): Promise<void> {
    const bot = await this.reader.botOf(botId);
    const context = createCommandContext({ actor, commandType: 'RemoveWebhook' });
    const outcome = await this.executor.execute({
      decider: webhookDecider,
      streamId: botWebhookStream(botId),
      command: { type: 'RemoveWebhook', actor, bot },
      context,
    });
    await this.executor.settle(outcome);
  }
}
