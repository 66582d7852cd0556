import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { SendTestDeliveryCommand } from './send-test-delivery.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class SendTestDeliveryController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Queues a delivery of type "test" from the caller: answered 202, sent by the outbox. */
  @RateLimit('writes')
  @Post(':id/webhook/test')
  @HttpCode(202)
  test(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new SendTestDeliveryCommand(actor, botId, key));
  }
}
