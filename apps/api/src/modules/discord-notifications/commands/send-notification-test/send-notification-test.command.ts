import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import type { DeliveryAccepted } from '@api/modules/outbox/outbox.ports';

export class SendNotificationTestCommand extends Command<DeliveryAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
