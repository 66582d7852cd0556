import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userNotificationWebhookStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { notificationWebhookDecider } from '../../domain/notification-webhook.decider';
import { RemoveNotificationWebhookCommand } from './remove-notification-webhook.command';

@CommandHandler(RemoveNotificationWebhookCommand)
export class RemoveNotificationWebhookHandler implements ICommandHandler<RemoveNotificationWebhookCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor }: RemoveNotificationWebhookCommand): Promise<void> {
    const context = createCommandContext({ actor, commandType: 'RemoveNotificationWebhook' });
    const outcome = await this.executor.execute({
      decider: notificationWebhookDecider,
      streamId: userNotificationWebhookStream(actor.id),
      command: { type: 'RemoveNotificationWebhook', userId: actor.id },
      context,
    });
    await this.executor.settle(outcome);
  }
}
