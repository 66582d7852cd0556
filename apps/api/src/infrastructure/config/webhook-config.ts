/** The outbox's settings (docs/operations.md, "Vote webhooks and the outbox"). */
export interface WebhookConfig {
  /** The wait before each retry; its length is the number of retries. */
  retryDelaysMs: number[];
  /** How often due deliveries are looked for. */
  pollMs: number;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Production: refuse hosts that resolve to non-public addresses (`sending/address-policy.ts`). */
  publicAddressesOnly: boolean;
}

/** About 30 s, 2 min, 10 min, 30 min, 1 h: six attempts over 1 h 42 min. */
export const DEFAULT_RETRY_DELAYS = '30s,2m,10m,30m,1h';
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "30s,2m,1h" → milliseconds; null when a part is not a number with a unit. */
export function parseDelays(raw: string): number[] | null {
  const parts = raw.split(',').map((part) => /^\s*(\d{1,7})(ms|s|m|h)\s*$/.exec(part));
  if (parts.length > 20 || parts.some((part) => part === null)) return null;
  return parts.map((part) => Number(part?.[1]) * (UNIT_MS[part?.[2] ?? 'ms'] ?? 1));
}

export function readWebhookConfig(
  env: Record<string, string | undefined>,
  isProduction: boolean,
  problems: string[],
): WebhookConfig {
  const raw = env.WEBHOOK_RETRY_DELAYS || DEFAULT_RETRY_DELAYS;
  const retryDelaysMs = parseDelays(raw);
  if (!retryDelaysMs) {
    problems.push(
      `WEBHOOK_RETRY_DELAYS must be up to 20 delays like "30s,2m,10m,30m,1h" (got "${raw}")`,
    );
  }
  const pollRaw = env.WEBHOOK_POLL_MS || '1000';
  if (!/^\d{2,6}$/.test(pollRaw) || Number(pollRaw) < 50) {
    problems.push(`WEBHOOK_POLL_MS must be a whole number from 50 to 999999 (got "${pollRaw}")`);
  }
  return {
    retryDelaysMs: retryDelaysMs ?? (parseDelays(DEFAULT_RETRY_DELAYS) as number[]),
    pollMs: Number(pollRaw) >= 50 ? Number(pollRaw) : 1000,
    timeoutMs: 10_000,
    maxResponseBytes: 64 * 1024,
    publicAddressesOnly: isProduction,
  };
}
