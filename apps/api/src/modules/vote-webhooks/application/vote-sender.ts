import { Inject, Injectable } from '@nestjs/common';
import type { VoteWebhookPayload } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { guardedPost, type SendResult } from '@api/modules/outbox/outbox.ports';
import { voteHeaders } from '../sending/vote-signature';

/** One signed POST of a vote to a webhook, through the SSRF guard. Never throws. */
@Injectable()
export class VoteSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  send(
    webhook: { url: string; secret: string },
    payload: VoteWebhookPayload,
    deliveryId: string,
  ): Promise<SendResult> {
    const body = JSON.stringify(payload);
    const { secret } = webhook;
    const headers = () => voteHeaders({ body, secret, deliveryId, now: new Date() });
    return guardedPost(webhook.url, body, headers, this.config.webhooks);
  }
}
