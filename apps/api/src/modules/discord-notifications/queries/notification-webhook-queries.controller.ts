import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { CommandActor, NotificationWebhookView } from '@botdir/contracts';
import { NOTIFICATION_WEBHOOK_READS, type NotificationWebhookReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/user/notification-webhook')
@UseGuards(LoggedInGuard)
export class NotificationWebhookQueriesController {
  constructor(
    @Inject(NOTIFICATION_WEBHOOK_READS) private readonly reads: NotificationWebhookReads,
  ) {}

  /** The caller's Discord notification webhook, masked (its token is a secret), or null. */
  @RateLimit('reads')
  @Get()
  async webhook(
    @CurrentActor() actor: CommandActor,
  ): Promise<{ webhook: NotificationWebhookView | null }> {
    return { webhook: await this.reads.getNotificationWebhook(actor.id) };
  }
}
