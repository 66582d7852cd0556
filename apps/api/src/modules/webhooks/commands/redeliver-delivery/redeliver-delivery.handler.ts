import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookDeliveryStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { DeliveryRequests } from '../../application/request-delivery';
import { WebhookReader } from '../../application/webhook-reader';
import { deliveryDecider } from '../../domain/delivery.decider';
import { redelivery } from '../../domain/redelivery';
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
    const original = await this.executor.load(deliveryDecider, webhookDeliveryStream(deliveryId));
    const { payload, redeliveryOf } = redelivery(original, botId);
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
