import type { TestUser } from '@api/testing/test-app';
import { validBotData } from '@api/testing/test-app';

export interface CommandTally {
  latencies: number[];
  conflicts: number;
  errors: Map<string, number>;
}

export const newTally = (): CommandTally => ({ latencies: [], conflicts: 0, errors: new Map() });

export async function login(baseUrl: string, user: TestUser): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** One command over HTTP, timed; 409s counted as conflicts, other failures by status and code. */
export async function command<T>(
  baseUrl: string,
  urlPath: string,
  cookie: string,
  body: unknown,
  tally: CommandTally,
): Promise<T | null> {
  const started = performance.now();
  const answer = await fetch(`${baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as T & { code?: string };
  tally.latencies.push(performance.now() - started);
  if (answer.status === 409) tally.conflicts += 1;
  else if (answer.status >= 300) {
    const key = `${answer.status} ${json.code ?? ''}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
  }
  return answer.ok ? json : null;
}

export interface Client {
  index: number;
  developer: TestUser;
  cookie: string;
  /** Another client's developer, who rates this client's bots (nobody rates their own). */
  raterCookie: string;
}

/** Submit a bot, approve it as staff, rate it: three commands, over and over until `until`. */
export async function runClient(
  baseUrl: string,
  client: Client,
  reviewerCookie: string,
  until: number,
  tally: CommandTally,
): Promise<void> {
  for (let round = 0; performance.now() < until; round += 1) {
    const name = `Write Bench ${client.index} ${round}`;
    const submitted = await command<{ submissionId: string; botId: number }>(
      baseUrl,
      '/api/bots/submit',
      client.cookie,
      { botData: validBotData(client.developer, { name }) },
      tally,
    );
    if (!submitted) continue;
    await command(
      baseUrl,
      `/api/admin/submissions/${submitted.submissionId}/review`,
      reviewerCookie,
      { status: 'approved', reviewNotes: '' },
      tally,
    );
    await command(
      baseUrl,
      `/api/bots/${submitted.botId}/rating`,
      client.raterCookie,
      { stars: 4 },
      tally,
    );
  }
}
