import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  answeredWith: number;
}

/**
 * A Discord webhook on localhost (`/api/webhooks/{id}/{token}`): records each message and answers
 * it with the next status of `script`, then 204 as Discord does.
 */
export class DiscordReceiver {
  readonly received: ReceivedMessage[] = [];
  private server: http.Server | null = null;

  private constructor(private readonly script: number[]) {}

  static async start(script: number[] = []): Promise<DiscordReceiver> {
    const receiver = new DiscordReceiver(script);
    receiver.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = receiver.script.shift() ?? 204;
        receiver.received.push({
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          headers: request.headers,
          answeredWith: status,
        });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.server?.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}/api/webhooks/123456789012345678/receiver-token-abcd`;
  }

  /** The messages answered with a 2xx. */
  get accepted(): ReceivedMessage[] {
    return this.received.filter((message) => message.answeredWith < 300);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
