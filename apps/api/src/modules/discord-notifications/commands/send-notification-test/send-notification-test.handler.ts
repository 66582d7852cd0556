import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paths } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { discordNotificationMessage } from '../../application/discord-notification-message';
import { NotificationWebhookReader } from '../../application/notification-webhook-reader';
import { DeliveryRequests } from '@api/modules/outbox/outbox.ports';
import { notificationWebhookErrors } from '../../domain/notification-webhook.errors';
import { SendNotificationTestCommand } from './send-notification-test.command';

/** Bot id of a test message: it is about no bot (bot ids start at 1). */
const NO_BOT = 0;

@CommandHandler(SendNotificationTestCommand)
export class SendNotificationTestHandler implements ICommandHandler<SendNotificationTestCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: NotificationWebhookReader,
    private readonly deliveries: DeliveryRequests,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, idempotencyKey }: SendNotificationTestCommand) {
    if (!(await this.reader.urlOf(actor.id))) throw notificationWebhookErrors.notConfigured();
    const context = createCommandContext({
      actor,
      commandType: 'SendNotificationTest',
      idempotencyKey,
    });
    const message = {
      kind: 'test',
      title: 'Test notification from Bot Directory',
      body: 'Review outcomes and other news about your bots will appear here.',
      link: paths.dashboard(),
      at: context.now,
    } as const;
    const payload = discordNotificationMessage(message, this.config.publicOrigin);
    const outcome = await this.deliveries.request(
      {
        botId: NO_BOT,
        channel: 'discord-notification',
        userId: actor.id,
        notificationId: null,
        payload,
      },
      context,
    );
    await this.executor.settle(outcome);
    return { deliveryId: context.commandId };
  }
}
