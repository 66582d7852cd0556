/** When the attempt after `attempt` is due, or null when the retries are spent. */
export function nextAttemptAt(
  attempt: number,
  now: string,
  retryDelaysMs: readonly number[],
): string | null {
  const delay = retryDelaysMs[attempt - 1];
  return delay === undefined ? null : new Date(Date.parse(now) + delay).toISOString();
}

export const isDue = (dueAt: string | null, now: string): boolean =>
  dueAt !== null && Date.parse(dueAt) <= Date.parse(now);
