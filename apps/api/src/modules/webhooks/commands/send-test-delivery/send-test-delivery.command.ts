import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface DeliveryAccepted {
  deliveryId: string;
}

export class SendTestDeliveryCommand extends Command<DeliveryAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
