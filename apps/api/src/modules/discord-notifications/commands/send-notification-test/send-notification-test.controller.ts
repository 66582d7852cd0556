import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { SendNotificationTestCommand } from './send-notification-test.command';

@Controller('api/user/notification-webhook')
@UseGuards(LoggedInGuard)
export class SendNotificationTestController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Queues a test message to the caller's Discord webhook: answered 202, sent by the outbox. */
  @RateLimit('writes')
  @Post('test')
  @HttpCode(202)
  test(@CurrentActor() actor: CommandActor, @IdempotencyKey() key: string | null) {
    return this.commandBus.execute(new SendNotificationTestCommand(actor, key));
  }
}
