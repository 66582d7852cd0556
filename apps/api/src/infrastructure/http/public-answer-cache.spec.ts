import express from 'express';
import type { Server } from 'node:http';
import { PublicAnswerCache } from './public-answer-cache';

describe('PublicAnswerCache', () => {
  let server: Server;
  let baseUrl: string;
  let position = 1;
  let clock = 0;
  let handled = 0;
  let approved = true;

  beforeAll(async () => {
    const app = express();
    app.use(
      new PublicAnswerCache(
        () => position,
        () => clock,
      ).middleware(),
    );
    app.get('/api/stats', (_req, res) => {
      handled += 1;
      res.json({ totalBots: position, categories: 12 });
    });
    app.get('/api/bots/:id', (_req, res) => {
      handled += 1;
      res.json({ id: 1, isApproved: approved });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    handled = 0;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: response.status === 200 ? await response.json() : null,
    };
  };

  it('serves a repeated read from memory until the projection moves', async () => {
    const first = await get('/api/stats');
    const second = await get('/api/stats');
    expect(second.body).toEqual(first.body);
    expect(handled).toBe(1);
    position = 2;
    expect((await get('/api/stats')).body).toEqual({ totalBots: 2, categories: 12 });
    expect(handled).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag } = await get('/api/stats');
    expect((await get('/api/stats', { 'If-None-Match': etag as string })).status).toBe(304);
  });

  it('expires clock-dependent answers after five seconds', async () => {
    await get('/api/stats?fresh=1');
    clock += 6000;
    await get('/api/stats?fresh=1');
    expect(handled).toBe(2);
  });

  it('never keeps a bot that is not public (its owner sees it, others must not)', async () => {
    approved = false;
    await get('/api/bots/1');
    await get('/api/bots/1');
    expect(handled).toBe(2);
    approved = true;
  });
});
