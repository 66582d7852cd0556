import { REVIEWER, validBotData, type TestUser } from '@api/testing/test-app';
import { loginCookie, type HttpPool } from './http-pool';

export interface LiveBot {
  id: number;
  token: string;
}

export interface Account {
  user: TestUser;
  cookie: string;
}

/** Everything the mixed load needs before it starts: live bots with tokens, voters, a backlog. */
export interface LoadFixture {
  bots: LiveBot[];
  developers: Account[];
  voters: Account[];
  reviewerCookie: string;
  /** Submissions waiting for a decision, oldest first: what the review commands decide. */
  pending: { submissionId: string; botId: number }[];
}

const account = (base: bigint, index: number, name: string): TestUser => ({
  id: String(base + BigInt(index)),
  username: `${name}_${index}`,
  roles: [],
});

export const developerUser = (index: number) => account(710000000000000000n, index, 'load_dev');
const voterUser = (index: number) => account(720000000000000000n, index, 'load_voter');

/** Runs `work(index)` for 0..count-1, `concurrency` at a time. */
export async function inParallel(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function submitBot(pool: HttpPool, developer: Account, name: string) {
  const body = { botData: validBotData(developer.user, { name }) };
  const made = await pool.json<{ submissionId: string; botId: number }>(
    'POST',
    '/api/bots/submit',
    { Cookie: developer.cookie },
    body,
  );
  if (made.status !== 201) throw new Error(`submit: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body;
}

export function approve(pool: HttpPool, reviewerCookie: string, submissionId: string) {
  return pool.json(
    'POST',
    `/api/admin/submissions/${submissionId}/review`,
    {
      Cookie: reviewerCookie,
    },
    { status: 'approved', reviewNotes: '' },
  );
}

/** `bots` live bots (each with an API token) of `developerCount` developers, and the rest. */
export async function prepareLoad(
  pool: HttpPool,
  counts: { bots: number; developers: number; voters: number; backlog: number },
): Promise<LoadFixture> {
  const reviewerCookie = await loginCookie(pool, REVIEWER);
  const developers: Account[] = [];
  for (let index = 0; index < counts.developers; index += 1) {
    const user = developerUser(index);
    developers.push({ user, cookie: await loginCookie(pool, user) });
  }
  const voters: Account[] = [];
  for (let index = 0; index < counts.voters; index += 1) {
    const user = voterUser(index);
    voters.push({ user, cookie: await loginCookie(pool, user) });
  }
  const bots: LiveBot[] = new Array<LiveBot>(counts.bots);
  await inParallel(counts.bots, 32, async (index) => {
    const developer = developers[index % developers.length] as Account;
    const made = await submitBot(pool, developer, `Load Bot ${index}`);
    const approved = await approve(pool, reviewerCookie, made.submissionId);
    if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
    const token = await pool.json<{ token: string }>('POST', `/api/bots/${made.botId}/token`, {
      Cookie: developer.cookie,
    });
    if (token.status !== 201) throw new Error(`token: ${token.status}`);
    bots[index] = { id: made.botId, token: token.body.token };
  });
  const pending: LoadFixture['pending'] = [];
  await inParallel(counts.backlog, 16, async (index) => {
    const developer = developers[index % developers.length] as Account;
    pending.push(await submitBot(pool, developer, `Backlog Bot ${index}`));
  });
  return { bots, developers, voters, reviewerCookie, pending };
}
