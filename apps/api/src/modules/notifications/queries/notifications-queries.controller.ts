import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { CommandActor, NotificationsAnswer } from '@botdir/contracts';
import { NOTIFICATION_READS, type NotificationReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/user/notifications')
@UseGuards(LoggedInGuard)
export class NotificationsQueriesController {
  constructor(@Inject(NOTIFICATION_READS) private readonly reads: NotificationReads) {}

  /** The caller's notifications, newest first, and how many are unread (the bell). */
  @RateLimit('reads')
  @Get()
  async list(@CurrentActor() actor: CommandActor): Promise<NotificationsAnswer> {
    const items = await this.reads.userNotifications(actor.id);
    return { unread: items.filter((item) => !item.read).length, items };
  }
}
