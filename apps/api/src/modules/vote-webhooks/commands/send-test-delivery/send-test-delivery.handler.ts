import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { DeliveryRequests } from '@api/modules/outbox/outbox.ports';
import { WebhookReader } from '../../application/webhook-reader';
import { assertMayManage } from '../../domain/webhook-access';
import { webhookErrors } from '../../domain/webhook.errors';
import { SendTestDeliveryCommand } from './send-test-delivery.command';

@CommandHandler(SendTestDeliveryCommand)
export class SendTestDeliveryHandler implements ICommandHandler<SendTestDeliveryCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: WebhookReader,
    private readonly deliveries: DeliveryRequests,
  ) {}

  async execute({ actor, botId, idempotencyKey }: SendTestDeliveryCommand) {
    assertMayManage(actor, await this.reader.botOf(botId));
    if (!(await this.reader.webhookOf(botId))) throw webhookErrors.notConfigured();
    const context = createCommandContext({
      actor,
      commandType: 'SendTestDelivery',
      idempotencyKey,
    });
    const payload = { bot: String(botId), user: actor.id, isWeekend: false, votedAt: context.now };
    const outcome = await this.deliveries.request(
      { botId, channel: 'vote-webhook', payload: { ...payload, type: 'test' } },
      context,
    );
    await this.executor.settle(outcome);
    return { deliveryId: context.commandId };
  }
}
