import type { WebhookConfig } from '@api/infrastructure/config/webhook-config';
import { pinnedPost } from './pinned-post';
import { resolveTarget } from './resolve-target';

/** What one attempt got: the receiver's status (null: no answer), how long, and why not. */
export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * One POST of `body` through the SSRF guard (in production only public addresses, pinned), with
 * the outbox's timeout and answer limit. Never throws: a refusal or network error is a result.
 */
export async function guardedPost(
  url: string,
  body: string,
  headers: () => Record<string, string>,
  config: WebhookConfig,
): Promise<SendResult> {
  const { publicAddressesOnly, timeoutMs, maxResponseBytes } = config;
  const started = Date.now();
  try {
    const target = await resolveTarget(url, publicAddressesOnly);
    const answer = await pinnedPost(target, body, headers(), { timeoutMs, maxResponseBytes });
    return { statusCode: answer.statusCode, latencyMs: Date.now() - started, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { statusCode: null, latencyMs: Date.now() - started, error: message.slice(0, 300) };
  }
}
