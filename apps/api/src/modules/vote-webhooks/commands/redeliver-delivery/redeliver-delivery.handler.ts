import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { DeliveryRequests } from '@api/modules/outbox/outbox.ports';
import { WebhookReader } from '../../application/webhook-reader';
import { assertMayManage } from '../../domain/webhook-access';
import { webhookErrors } from '../../domain/webhook.errors';
import { RedeliverDeliveryCommand } from './redeliver-delivery.command';

@CommandHandler(RedeliverDeliveryCommand)
export class RedeliverDeliveryHandler implements ICommandHandler<RedeliverDeliveryCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: WebhookReader,
    private readonly deliveries: DeliveryRequests,
  ) {}

  async execute({ actor, botId, deliveryId, idempotencyKey }: RedeliverDeliveryCommand) {
    assertMayManage(actor, await this.reader.botOf(botId));
    const { payload, redeliveryOf } = await this.deliveries.redeliveryOf(deliveryId, botId);
    if (!(await this.reader.webhookOf(botId))) throw webhookErrors.notConfigured();
    const context = createCommandContext({
      actor,
      commandType: 'RedeliverDelivery',
      idempotencyKey,
    });
    const outcome = await this.deliveries.request(
      { botId, channel: 'vote-webhook', payload, redeliveryOf },
      context,
    );
    await this.executor.settle(outcome);
    return { deliveryId: context.commandId };
  }
}
