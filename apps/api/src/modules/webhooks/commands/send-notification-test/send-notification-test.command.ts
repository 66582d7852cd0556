import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import type { DeliveryAccepted } from '../send-test-delivery/send-test-delivery.command';

export class SendNotificationTestCommand extends Command<DeliveryAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
