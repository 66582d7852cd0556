import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { notificationWebhookSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { SetNotificationWebhookCommand } from './set-notification-webhook.command';

@Controller('api/user/notification-webhook')
@UseGuards(LoggedInGuard)
export class SetNotificationWebhookController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The caller's notifications are also sent to this Discord webhook; answered masked. */
  @RateLimit('writes')
  @Put()
  set(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(notificationWebhookSchema)) body: InferType<typeof notificationWebhookSchema>,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new SetNotificationWebhookCommand(actor, body.url, key));
  }
}
