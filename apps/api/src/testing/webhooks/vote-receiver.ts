import { createHmac, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { documentedReceiver, type DocumentedReceiver, type Verdict } from './documented-receiver';

export interface ReceivedVote {
  body: Record<string, unknown>;
  raw: string;
  headers: http.IncomingHttpHeaders;
  /** The receiver's own check of the body-only `X-Signature`, as existing receivers do it. */
  signatureValid: boolean;
  /** The developer guide's check (`X-Signature-256`, age, `X-Delivery-Id` seen before). */
  verdict: Verdict;
  answeredWith: number;
}

/**
 * A bot's vote endpoint on localhost: verifies the HMAC of the raw body with its secret, and
 * answers each request with the next status of `script` (then 200). It also runs the developer
 * guide's check on each, remembering the delivery ids it answered with a 2xx.
 */
export class VoteReceiver {
  readonly received: ReceivedVote[] = [];
  /** Runs while a request waits for its answer (a fault injected mid-delivery, say). */
  whileAnswering: (() => Promise<unknown>) | null = null;
  private server: http.Server | null = null;
  private readonly documented: DocumentedReceiver;

  constructor(
    private readonly secret: string,
    private script: number[] = [],
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    this.documented = documentedReceiver(secret);
  }

  static async start(secret: string, script: number[] = [], port = 0, extraHeaders = {}) {
    const receiver = new VoteReceiver(secret, script, extraHeaders);
    await receiver.listen(port);
    return receiver;
  }

  get url(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}/votes`;
  }

  /** The next requests are answered with these statuses (then 200). */
  answerNext(statuses: number[]): void {
    this.script = [...statuses];
  }

  /** Only the signed deliveries the receiver accepted with a 2xx. */
  get accepted(): ReceivedVote[] {
    return this.received.filter((vote) => vote.answeredWith < 300);
  }

  listen(port: number): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        await this.whileAnswering?.();
        const raw = Buffer.concat(chunks);
        const expected = `sha256=${createHmac('sha256', this.secret).update(raw).digest('hex')}`;
        const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
        const signatureValid =
          given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
        const status = signatureValid ? (this.script.shift() ?? 200) : 401;
        const verdict = this.documented.checkDelivery(request.headers, raw, this.secret);
        if (verdict === 'new' && status < 300) {
          this.documented.handled.add(String(request.headers['x-delivery-id']));
        }
        this.received.push({
          body: JSON.parse(raw.toString()) as Record<string, unknown>,
          raw: raw.toString(),
          headers: request.headers,
          signatureValid,
          verdict,
          answeredWith: status,
        });
        response.writeHead(status, this.extraHeaders).end('ok');
      });
    });
    return new Promise((resolve) => this.server?.listen(port, '127.0.0.1', () => resolve()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

/** Polls until `check` holds (or fails the test with what it last saw). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** Starts receivers for a spec file's tests (with `secret`) and closes them all after them. */
export function useVoteReceivers(secret: string) {
  const started: VoteReceiver[] = [];
  afterAll(() => Promise.all(started.map((receiver) => receiver.close())));
  return async (script: number[] = [], extraHeaders = {}): Promise<VoteReceiver> => {
    const receiver = await VoteReceiver.start(secret, script, 0, extraHeaders);
    started.push(receiver);
    return receiver;
  };
}
