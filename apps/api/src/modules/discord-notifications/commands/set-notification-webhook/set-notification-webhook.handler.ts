import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { maskWebhookUrl, userNotificationWebhookStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { discordWebhookUrlProblem } from '../../domain/discord-webhook-url';
import { notificationWebhookDecider } from '../../domain/notification-webhook.decider';
import { SetNotificationWebhookCommand } from './set-notification-webhook.command';

@CommandHandler(SetNotificationWebhookCommand)
export class SetNotificationWebhookHandler implements ICommandHandler<SetNotificationWebhookCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, url, idempotencyKey }: SetNotificationWebhookCommand) {
    const context = createCommandContext({
      actor,
      commandType: 'SetNotificationWebhook',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: notificationWebhookDecider,
      streamId: userNotificationWebhookStream(actor.id),
      command: {
        type: 'SetNotificationWebhook',
        userId: actor.id,
        url,
        urlProblem: discordWebhookUrlProblem(url, this.config.isProduction),
      },
      context,
    });
    await this.executor.settle(outcome);
    return { maskedUrl: maskWebhookUrl(url), configuredAt: context.now };
  }
}
