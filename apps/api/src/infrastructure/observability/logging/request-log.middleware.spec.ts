import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express, { type Request } from 'express';
import pino from 'pino';
import { routeLabel } from '../metrics/http-metrics';
import { REDACTED_PATHS } from './logger.options';
import { requestLogMiddleware } from './request-log.middleware';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method?: string; path?: string };
  res?: { statusCode: number };
  route?: string;
  responseTime?: number;
}

describe('requestLogMiddleware (a real pino logger and a real Express server)', () => {
  const lines: Line[] = [];
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    const app = express();
    app.use(requestLogMiddleware(logger));
    // Stands in for the api's route table, whose match names the route (see routeTemplate).
    app.get('/api/bots/:id', routeLabel('/api/bots/:id'), (req, res) => {
      res.json({ id: req.params.id });
    });
    app.post('/api/bots/submit', routeLabel('/api/bots/submit'), (req, res) => {
      (req as Request & { log: pino.Logger }).log.info({ context: 'Command' }, 'SubmitBot ok');
      res.status(201).json({});
    });
    app.get('/api/broken', (_req, res) => {
      res.status(500).json({});
    });
    app.get('/api/slow', () => {
      // Never answers: the client gives up first.
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const waitForLine = async (match: (line: Line) => boolean): Promise<Line> => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = lines.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no such log line');
  };

  it('logs one line per answer: id, method, path without the query, route, status and time', async () => {
    const answer = await fetch(`${baseUrl}/api/bots/7?token=secret-value`, {
      headers: { 'X-Request-Id': 'trace-123' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-123');
    const line = await waitForLine((entry) => entry.req?.id === 'trace-123');
    expect(line).toMatchObject({
      level: 30,
      req: { id: 'trace-123', method: 'GET', path: '/api/bots/7' },
      res: { statusCode: 200 },
      route: '/api/bots/:id',
      msg: expect.stringMatching(/^GET \/api\/bots\/:id 200 \d+ ms$/),
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(lines.filter((entry) => entry.req?.id === 'trace-123')).toHaveLength(1);
  });

  it('replaces an X-Request-Id that is not a plain token', async () => {
    const answer = await fetch(`${baseUrl}/api/bots/8`, {
      headers: { 'X-Request-Id': 'bad id{}' },
    });
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitForLine((entry) => entry.req?.id === id);
  });

  it("binds a write's request id to the logs written while it is handled", async () => {
    await fetch(`${baseUrl}/api/bots/submit`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'write-1' },
    });
    const command = await waitForLine((entry) => entry.msg === 'SubmitBot ok');
    expect(command.req?.id).toBe('write-1');
    await waitForLine((entry) => entry.req?.id === 'write-1' && entry.res?.statusCode === 201);
  });

  it('logs a 5xx at error level and a request the client abandoned as aborted', async () => {
    await fetch(`${baseUrl}/api/broken`, { headers: { 'X-Request-Id': 'broken-1' } });
    const broken = await waitForLine((entry) => entry.req?.id === 'broken-1');
    expect(broken.level).toBe(50);

    const controller = new AbortController();
    const pending = fetch(`${baseUrl}/api/slow`, {
      headers: { 'X-Request-Id': 'slow-1' },
      signal: controller.signal,
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await pending;
    const aborted = await waitForLine((entry) => entry.req?.id === 'slow-1');
    expect(aborted).toMatchObject({ level: 40, msg: expect.stringContaining('aborted') });
  });
});
