import { Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { RemoveNotificationWebhookCommand } from './remove-notification-webhook.command';

@Controller('api/user/notification-webhook')
@UseGuards(LoggedInGuard)
export class RemoveNotificationWebhookController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Notifications stop going to Discord; deliveries still pending fail without being sent. */
  @RateLimit('writes')
  @Delete()
  @HttpCode(204)
  remove(@CurrentActor() actor: CommandActor): Promise<void> {
    return this.commandBus.execute(new RemoveNotificationWebhookCommand(actor));
  }
}
