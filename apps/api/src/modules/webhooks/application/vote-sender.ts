import { Inject, Injectable } from '@nestjs/common';
import type { VoteWebhookPayload } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { pinnedPost } from '../sending/pinned-post';
import { resolveTarget } from '../sending/resolve-target';
import { voteHeaders } from '../sending/vote-signature';

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** One signed POST of a vote to a webhook, through the SSRF guard. Never throws. */
@Injectable()
export class VoteSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(
    webhook: { url: string; secret: string },
    payload: VoteWebhookPayload,
  ): Promise<SendResult> {
    const { publicAddressesOnly, timeoutMs, maxResponseBytes } = this.config.webhooks;
    const started = Date.now();
    const body = JSON.stringify(payload);
    try {
      const target = await resolveTarget(webhook.url, publicAddressesOnly);
      const headers = voteHeaders(body, webhook.secret, new Date());
      const answer = await pinnedPost(target, body, headers, { timeoutMs, maxResponseBytes });
      return { statusCode: answer.statusCode, latencyMs: Date.now() - started, error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { statusCode: null, latencyMs: Date.now() - started, error: message.slice(0, 300) };
    }
  }
}
