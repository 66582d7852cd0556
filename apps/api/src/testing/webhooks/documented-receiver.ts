import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import * as vm from 'node:vm';
import { VOTE_RECEIVER_EXAMPLE } from '@botdir/contracts';

export type Verdict = 'invalid' | 'duplicate' | 'new';

/** The developer guide's receiver, as bot developers copy it. */
export interface DocumentedReceiver {
  checkDelivery(
    headers: IncomingHttpHeaders,
    rawBody: Buffer | string,
    secret: string,
    nowSeconds?: number,
  ): Verdict;
  onVote(
    request: { headers: IncomingHttpHeaders },
    response: { statusCode: number; end(): void },
    rawBody: string,
  ): Promise<void>;
  handled: Set<string>;
}

/**
 * Runs the documented code as written, in a context of its own (its own memory of handled ids):
 * `recordVote` is the developer's code, `secret` their VOTE_WEBHOOK_SECRET.
 */
export function documentedReceiver(
  secret: string,
  recordVote: (vote: unknown) => Promise<void> = async () => {},
): DocumentedReceiver {
  const context = vm.createContext({
    require: createRequire(__filename),
    Buffer,
    process: { env: { VOTE_WEBHOOK_SECRET: secret } },
    recordVote,
  });
  const exports = `${VOTE_RECEIVER_EXAMPLE}\n({ checkDelivery, onVote, handled });`;
  return vm.runInContext(exports, context) as DocumentedReceiver;
}
