import { Injectable } from '@nestjs/common';
import { webhookDeliveryStream } from '@botdir/contracts';
import {
  CommandExecutor,
  type CommandOutcome,
} from '@api/infrastructure/commands/command-executor';
import type { CommandContext } from '@api/infrastructure/commands/command-context';
import { deliveryDecider, type RequestDelivery } from '../domain/delivery.decider';

/** Appends a delivery's intent on its own stream; its id is the command id (derived or random). */
@Injectable()
export class DeliveryRequests {
  constructor(private readonly executor: CommandExecutor) {}

  request(
    command: Omit<RequestDelivery, 'type' | 'deliveryId'>,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const deliveryId = context.commandId;
    return this.executor.execute({
      decider: deliveryDecider,
      streamId: webhookDeliveryStream(deliveryId),
      command: { type: 'RequestDelivery', deliveryId, ...command },
      context,
    });
  }
}
