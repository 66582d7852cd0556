import { deterministicUuid } from '@botdir/event-store';
import type { ReadStore } from '@botdir/read-store';
import {
  REVIEWER,
  validBotData,
  type TestApp,
  type TestUser,
} from '../../../api/src/testing/test-app';
import { DirectoryClient, SUBMIT_PATH } from '../../../api/src/testing/directory-client';

/** A command the api answered with 2xx, and how to see it in the read models. */
export interface Acknowledged {
  commandId: string;
  kind: 'submit' | 'approve' | 'vote';
  visible: (reads: ReadStore) => Promise<boolean>;
}

const developer = (n: number): TestUser => ({
  id: String(710000000000000000n + BigInt(n)),
  username: `drill_dev_${n}`,
  roles: [],
});

/** The command id the api derives from an Idempotency-Key (command-context.ts). */
const commandIdOf = (user: TestUser, commandType: string, key: string) =>
  deterministicUuid(`idempotency:${user.id}:${commandType}:${key}`);

/**
 * Clients that submit a bot, approve it as the reviewer and vote for it as another developer, in
 * a loop, each command with an Idempotency-Key so its command id (and events) can be found later.
 */
export class WriteLoad {
  readonly acknowledged: Acknowledged[] = [];
  private readonly failures: unknown[] = [];
  private running = true;
  private loops: Promise<void>[] = [];
  private readonly client: DirectoryClient;

  constructor(app: TestApp) {
    this.client = DirectoryClient.over(app);
  }

  async start(clients: number): Promise<void> {
    await this.client.login(REVIEWER);
    const users = Array.from({ length: clients }, (_, index) => developer(index));
    await Promise.all(users.map((user) => this.client.login(user)));
    this.loops = users.map((user, index) => {
      const voter = users[(index + 1) % clients]!;
      return this.loop(index, user, voter).catch((error: unknown) => {
        this.failures.push(error);
      });
    });
  }

  async until(count: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.acknowledged.length < count) {
      if (this.failures.length > 0) throw this.failures[0];
      if (Date.now() > deadline) throw new Error(`only ${this.acknowledged.length} acks`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    if (this.failures.length > 0) throw this.failures[0];
  }

  // Raw: each command's Idempotency-Key is how its events are found later.
  private async send(path: string, as: TestUser, key: string, body: unknown) {
    const headers = { 'Idempotency-Key': key };
    const answer = await this.client.sendRaw<Record<string, unknown>>('POST', path, as, {
      headers,
      body,
    });
    if (answer.status >= 300)
      throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  private async loop(client: number, owner: TestUser, voter: TestUser): Promise<void> {
    for (let round = 0; this.running; round += 1) {
      const key = `drill-${client}-${round}`;
      const botData = validBotData(owner, { name: `Drill Bot ${client} ${round}` });
      const made = await this.send(SUBMIT_PATH, owner, key, { botData });
      const submissionId = String(made.submissionId);
      const botId = Number(made.botId);
      this.acknowledged.push({
        commandId: commandIdOf(owner, 'SubmitBot', key),
        kind: 'submit',
        visible: async (reads) => (await reads.getSubmission(submissionId)) !== null,
      });
      const review = { status: 'approved', reviewNotes: '' };
      await this.send(`/api/admin/submissions/${submissionId}/review`, REVIEWER, key, review);
      this.acknowledged.push({
        commandId: commandIdOf(REVIEWER, 'ReviewSubmission', key),
        kind: 'approve',
        visible: async (reads) => (await reads.getBot(botId))?.status === 'live',
      });
      await this.send(`/api/bots/${botId}/votes`, voter, key, {});
      this.acknowledged.push({
        commandId: commandIdOf(voter, 'CastVote', key),
        kind: 'vote',
        visible: async (reads) => ((await reads.getBot(botId))?.voteCount ?? 0) >= 1,
      });
    }
  }
}
