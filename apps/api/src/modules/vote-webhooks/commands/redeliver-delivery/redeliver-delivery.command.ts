import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import type { DeliveryAccepted } from '@api/modules/outbox/outbox.ports';

export class RedeliverDeliveryCommand extends Command<DeliveryAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly deliveryId: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
