/** One dependency's answer: reachable or not, and how it failed. */
export interface DependencyCheck {
  ok: boolean;
  /** How long the probe took (ms). */
  ms: number;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, DependencyCheck & Record<string, unknown>>;
}

/** A probe resolves with extra facts to report (e.g. lag), or throws with the reason it failed. */
export type Probe = () => Promise<Record<string, unknown> | void>;

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** Runs every probe at once (each bounded), so one hanging dependency cannot hide the others. */
export async function checkReadiness(
  probes: Record<string, Probe>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      const started = Date.now();
      try {
        const facts = (await withTimeout(probe(), timeoutMs)) ?? {};
        return [name, { ok: true, ms: Date.now() - started, ...facts }] as const;
      } catch (error) {
        return [name, { ok: false, ms: Date.now() - started, error: describe(error) }] as const;
      }
    }),
  );
  const checks = Object.fromEntries(entries);
  return { ready: entries.every(([, check]) => check.ok), checks };
}
