import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { VOTE_RECEIVER_EXAMPLE, type VoteWebhookPayload } from '@botdir/contracts';
import { loadConfig } from '@api/infrastructure/config/app-config';
import { VoteSender } from './application/vote-sender';
import { documentedReceiver } from '@api/testing/webhooks/documented-receiver';

const SECRET = 'documented-secret-0123';
const HTTP_API_DOC = path.resolve(__dirname, '../../../../../docs/http-api.md');

describe('the developer guide’s vote receiver', () => {
  it('is quoted verbatim in docs/http-api.md (the web docs page renders the same text)', () => {
    expect(readFileSync(HTTP_API_DOC, 'utf8')).toContain(
      `\`\`\`js\n${VOTE_RECEIVER_EXAMPLE}\`\`\``,
    );
  });

  it('records a real delivery once; a repeat of its id is answered 200, a forgery 401', async () => {
    const recorded: unknown[] = [];
    const receiver = documentedReceiver(SECRET, async (vote) => {
      recorded.push(vote);
    });
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void receiver.onVote(request, response, Buffer.concat(chunks).toString());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/votes`;
      const sender = new VoteSender(loadConfig({ NODE_ENV: 'test' }));
      const payload: VoteWebhookPayload = {
        bot: '7',
        user: '555555555555555555',
        type: 'upvote',
        isWeekend: false,
        votedAt: new Date().toISOString(),
      };
      const send = async (deliveryId: string, secret = SECRET) =>
        (await sender.send({ url, secret }, payload, deliveryId)).statusCode;
      expect(await send('delivery-1')).toBe(200);
      expect(await send('delivery-1')).toBe(200);
      expect(await send('delivery-2', 'not-the-secret-0123')).toBe(401);
      expect(await send('delivery-3')).toBe(200);
      expect(recorded).toEqual([payload, payload]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
