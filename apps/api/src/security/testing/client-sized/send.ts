import * as net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TestApp } from '@api/testing/test-app';
import type { Sent, Who } from './row';

export interface Answer {
  status: number;
  body: unknown;
  /** Characters of the answer's body. */
  size: number;
  ms: number;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/** Writes a whole request on a socket and reads the answer until the server closes it. */
function overTheWire(baseUrl: string, request: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that answers before reading everything may reset the rest: the answer is in.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const split = answer.indexOf('\r\n\r\n');
      resolve({ status: Number(answer.split(' ')[1]), text: answer.slice(split + 4) });
    });
  });
}

/** Sends one request as `who`, timing it and measuring its answer. */
export async function send(
  api: TestApp,
  cookies: Record<Who, string | undefined>,
  sent: Sent,
): Promise<Answer> {
  const started = performance.now();
  if (sent.wire !== undefined) {
    const { status, text } = await overTheWire(api.baseUrl, sent.wire);
    return { status, body: parse(text), size: text.length, ms: performance.now() - started };
  }
  const answer = await api.request(sent.method, sent.path, {
    cookie: cookies[sent.who ?? 'nobody'],
    body: sent.body,
    raw: sent.text,
    headers: sent.headers,
  });
  const ms = performance.now() - started;
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return { status: answer.status, body: answer.body, size: text.length, ms };
}
