import { setTimeout as sleep } from 'node:timers/promises';
import { validBotData } from '@api/testing/test-app';
import type { HttpPool } from './http-pool';
import { approve, type Account, type LoadFixture } from './load-fixture';
import { mixPattern, type Recorder } from './recorder';

/**
 * The capacity plan's peak writes (docs/capacity.md: 230 votes/s, 83 stats posts/s) with
 * submissions and staff review decisions making up the rest of 400 commands/s.
 */
export const PEAK_COMMANDS = { vote: 230, stats: 83, submit: 44, review: 43 } as const;
type CommandKind = keyof typeof PEAK_COMMANDS;

/** Page views' reads: bot pages, listings, categories, a few searches and stats. */
const READS = { detail: 35, list: 30, categories: 15, search: 5, directoryStats: 5, botStats: 10 };
type ReadKind = keyof typeof READS;

const LISTS = [
  '/api/bots?sort=newest',
  '/api/bots?sort=votes',
  '/api/bots?sort=rating',
  '/api/bots?sort=servers&limit=50',
  '/api/bots?category=utility&sort=votes',
  '/api/bots?sort=newest&offset=40',
];
const SEARCHES = ['load', 'load bot 7', 'backlog', 'bot'];
const RAW_TIMEOUT_MS = 5_000;

/** How far a load has gone through the fixture, shared by the loads that follow it. */
export interface MixedLoadProgress {
  sent: Map<CommandKind, number>;
  votesAccepted: Map<number, number>;
  serverCount: number;
}

export const newProgress = (): MixedLoadProgress => ({
  sent: new Map(),
  votesAccepted: new Map(),
  serverCount: 1000,
});

/**
 * Sends one command of the mix per call, timed from its scheduled time, and for every
 * `rawEvery`-th accepted command polls the read that shows its effect until it does
 * (read-after-write, from the scheduled time to the first read that shows it).
 */
export class MixedLoad {
  private readonly commands = mixPattern(PEAK_COMMANDS);
  private readonly reads = mixPattern(READS);

  /**
   * `progress`: where an earlier load on the same fixture stopped. A later one (the rate sweep's
   * steps) goes on from there: starting over would repeat votes of the same voter on the same bot,
   * stats posts within a bot's minute and submitted names, which the api refuses cheaply.
   */
  constructor(
    private readonly pool: HttpPool,
    private readonly fixture: LoadFixture,
    private readonly recorder: Recorder,
    private readonly progress: MixedLoadProgress = newProgress(),
    private readonly rawEvery = 4,
  ) {}

  async command(index: number, scheduledAt: number): Promise<void> {
    const kind = this.commands[index % this.commands.length] as CommandKind;
    const nth = this.progress.sent.get(kind) ?? 0;
    this.progress.sent.set(kind, nth + 1);
    const seen = await this[kind](nth);
    if (seen === null) return;
    this.recorder.record('command', performance.now() - scheduledAt);
    if (seen === false || index % this.rawEvery !== 0) return;
    const deadline = performance.now() + RAW_TIMEOUT_MS;
    while (performance.now() < deadline) {
      if (await seen()) return this.recorder.record('raw', performance.now() - scheduledAt);
      await sleep(2);
    }
    this.recorder.count('read-after-write: not seen within 5 s');
  }

  async read(index: number, scheduledAt: number): Promise<void> {
    const kind = this.reads[index % this.reads.length] as ReadKind;
    const answer = await this.pool.request('GET', this.readPath(kind, index));
    this.recorder.record('read', performance.now() - scheduledAt);
    if (answer.status !== 200) this.recorder.count(`read ${kind} ${answer.status}`);
  }

  private readPath(kind: ReadKind, index: number): string {
    const bots = this.fixture.bots;
    const bot = bots[(index * 7919) % bots.length]?.id ?? 1;
    switch (kind) {
      case 'detail':
        return `/api/bots/${bot}`;
      case 'list':
        return LISTS[index % LISTS.length] as string;
      case 'categories':
        return '/api/categories';
      case 'search':
        return `/api/bots?search=${encodeURIComponent(SEARCHES[index % SEARCHES.length] as string)}`;
      case 'directoryStats':
        return '/api/stats';
      case 'botStats':
        return `/api/bots/${bot}/stats`;
    }
  }

  /** Answers null when no command was sent, false when it failed, else the check of its effect. */
  private async outcome(
    kind: CommandKind,
    answer: { status: number; body: { code?: string } | null },
  ): Promise<boolean> {
    if (answer.status < 300) return true;
    this.recorder.count(`${kind} ${answer.status} ${answer.body?.code ?? ''}`.trim());
    return false;
  }

  private async vote(nth: number) {
    const { voters, bots } = this.fixture;
    // Each (voter, bot) pair once: voters × bots votes before a pair repeats (12 h cooldown).
    const voter = voters[nth % voters.length] as Account;
    const bot = bots[Math.floor(nth / voters.length) % bots.length]!.id;
    const answer = await this.pool.json('POST', `/api/bots/${bot}/votes`, { Cookie: voter.cookie });
    if (!(await this.outcome('vote', answer))) return false;
    const atLeast = (this.progress.votesAccepted.get(bot) ?? 0) + 1;
    this.progress.votesAccepted.set(bot, atLeast);
    return async () => {
      const view = await this.pool.json<{ voteCount?: number }>('GET', `/api/bots/${bot}`);
      return (view.body?.voteCount ?? 0) >= atLeast;
    };
  }

  private async stats(nth: number) {
    const bot = this.fixture.bots[nth % this.fixture.bots.length]!;
    const serverCount = (this.progress.serverCount += 1);
    const answer = await this.pool.json(
      'POST',
      `/api/bots/${bot.id}/stats`,
      { Authorization: bot.token },
      { server_count: serverCount },
    );
    if (!(await this.outcome('stats', answer))) return false;
    return async () => {
      const view = await this.pool.json<{ server_count?: number }>(
        'GET',
        `/api/bots/${bot.id}/stats`,
      );
      return (view.body?.server_count ?? 0) >= serverCount;
    };
  }

  private async submit(nth: number) {
    const developer = this.fixture.developers[nth % this.fixture.developers.length] as Account;
    const name = `Open Loop ${nth}`;
    const body = { botData: validBotData(developer.user, { name }) };
    const answer = await this.pool.json<{ submissionId: string; botId: number }>(
      'POST',
      '/api/bots/submit',
      { Cookie: developer.cookie },
      body,
    );
    if (!(await this.outcome('submit', answer))) return false;
    this.fixture.pending.push(answer.body);
    return async () => {
      const headers = { Cookie: developer.cookie };
      const view = await this.pool.json<{ name?: string }>(
        'GET',
        `/api/bots/${answer.body.botId}`,
        headers,
      );
      return view.body?.name === name;
    };
  }

  private async review() {
    const next = this.fixture.pending.shift();
    if (!next) {
      this.recorder.count('review: nothing pending (not sent)');
      return null;
    }
    const answer = await approve(this.pool, this.fixture.reviewerCookie, next.submissionId);
    if (!(await this.outcome('review', answer))) return false;
    return async () => {
      const view = await this.pool.json<{ status?: string }>('GET', `/api/bots/${next.botId}`);
      return view.status === 200 && view.body?.status === 'live';
    };
  }
}
