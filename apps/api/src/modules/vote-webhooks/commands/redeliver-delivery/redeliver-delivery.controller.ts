import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { ParseDeliveryIdPipe } from '@api/modules/outbox/outbox.ports';
import { RedeliverDeliveryCommand } from './redeliver-delivery.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RedeliverDeliveryController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Sends a finished delivery's payload again, as a new delivery (202). */
  @RateLimit('writes')
  @Post(':id/webhook/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  redeliver(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('deliveryId', ParseDeliveryIdPipe) deliveryId: string,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new RedeliverDeliveryCommand(actor, botId, deliveryId, key));
  }
}
