import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CannedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  /** Every request as "METHOD /path?query", in order. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free port that answers each request from `answers` (a string body goes
 * as text, anything else as JSON; 404 JSON when `answers` has nothing),
 * with a <base href> on the test document so the app's relative `/api/...` requests reach it.
 */
export async function serveApi(
  answers: (request: IncomingMessage) => CannedAnswer | undefined,
): Promise<TestApi> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    const answer = answers(request) ?? {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'No such route' },
    };
    const isText = typeof answer.body === 'string';
    const text =
      answer.body === undefined || isText ? String(answer.body ?? '') : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      ...(text ? { 'Content-Type': isText ? 'text/plain' : 'application/json' } : {}),
      ...answer.headers,
    });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = document.createElement('base');
  base.href = `http://127.0.0.1:${port}/`;
  document.head.append(base);
  return {
    requests,
    close: async () => {
      base.remove();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
