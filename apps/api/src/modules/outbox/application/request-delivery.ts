import { Injectable } from '@nestjs/common';
import { webhookDeliveryStream, type DeliveryTarget } from '@botdir/contracts';
import {
  CommandExecutor,
  type CommandOutcome,
} from '@api/infrastructure/commands/command-executor';
import type { CommandContext } from '@api/infrastructure/commands/command-context';
import { deliveryDecider } from '../domain/delivery.decider';
import { redelivery, type Redelivery } from '../domain/redelivery';

/** A delivery to request: the bot it is about, and its channel's target. */
export type DeliveryRequest = { botId: number; redeliveryOf?: string } & DeliveryTarget;

/**
 * Request a delivery: appends its intent on its own stream; its id is the command id (derived or
 * random). The outbox then sends it through the channel's registered sender, with retries.
 */
@Injectable()
export class DeliveryRequests {
  constructor(private readonly executor: CommandExecutor) {}

  request(request: DeliveryRequest, context: CommandContext): Promise<CommandOutcome> {
    const deliveryId = context.commandId;
    return this.executor.execute({
      decider: deliveryDecider,
      streamId: webhookDeliveryStream(deliveryId),
      command: { type: 'RequestDelivery', deliveryId, ...request },
      context,
    });
  }

  /** What a Redeliver of a finished vote delivery of this bot sends (refused when open/absent). */
  async redeliveryOf(deliveryId: string, botId: number): Promise<Redelivery> {
    return redelivery(
      await this.executor.load(deliveryDecider, webhookDeliveryStream(deliveryId)),
      botId,
    );
  }
}
