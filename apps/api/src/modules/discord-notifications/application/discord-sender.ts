import { Inject, Injectable } from '@nestjs/common';
import type { DiscordNotificationPayload } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { deliveryHeaders, guardedPost, type SendResult } from '@api/modules/outbox/outbox.ports';

/** One POST of a notification to a user's Discord webhook, through the SSRF guard. Never throws. */
@Injectable()
export class DiscordSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  send(url: string, payload: DiscordNotificationPayload, deliveryId: string): Promise<SendResult> {
    const headers = () => deliveryHeaders(deliveryId);
    return guardedPost(url, JSON.stringify(payload), headers, this.config.webhooks);
  }
}
