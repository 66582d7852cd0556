import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscordApplicationsClient } from './discord-applications';

const ID = '710000000000000001';
const APP = { id: ID, name: 'Melody', icon: null, description: '', bot_public: true };

/** A real server whose answer each test sets; counts the requests it gets. */
async function serve(answer: (res: http.ServerResponse) => void) {
  let calls = 0;
  const server = http.createServer((_req, res) => {
    calls += 1;
    answer(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    calls: () => calls,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const json = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('DiscordApplicationsClient', () => {
  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  const start = async (answer: (res: http.ServerResponse) => void) => {
    const server = await serve(answer);
    servers.push(server);
    return server;
  };

  it('gives up after its timeout: a silent Discord is unreachable, quickly', async () => {
    const server = await start(() => undefined);
    const client = new DiscordApplicationsClient({ apiUrl: server.apiUrl, timeoutMs: 200 });
    const began = Date.now();
    expect(await client.lookup(ID)).toEqual({ kind: 'unreachable' });
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it('gives up on a body that stalls after the headers', async () => {
    const server = await start((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"name":');
    });
    const client = new DiscordApplicationsClient({ apiUrl: server.apiUrl, timeoutMs: 200 });
    expect(await client.lookup(ID)).toEqual({ kind: 'unreachable' });
  });

  it('refuses an answer larger than its bound, declared or streamed', async () => {
    const big = { ...APP, description: 'x'.repeat(10_000) };
    const declared = await start(json(200, big));
    const streamed = await start((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(big)); // chunked: no Content-Length
    });
    for (const server of [declared, streamed]) {
      const client = new DiscordApplicationsClient({ apiUrl: server.apiUrl, maxBytes: 1024 });
      expect(await client.lookup(ID)).toEqual({ kind: 'unreachable' });
    }
  });

  it('reads 429 and 5xx as unreachable and does not cache them', async () => {
    let status = 429;
    const server = await start((res) => json(status, { message: 'slow down' })(res));
    const client = new DiscordApplicationsClient({ apiUrl: server.apiUrl });
    expect(await client.lookup(ID)).toEqual({ kind: 'unreachable' });
    status = 503;
    expect(await client.lookup(ID)).toEqual({ kind: 'unreachable' });
    expect(server.calls()).toBe(2);
  });

  it('caches definite answers briefly, keeping at most cacheSize of them', async () => {
    const server = await start(json(200, APP));
    const client = new DiscordApplicationsClient({ apiUrl: server.apiUrl, cacheSize: 2 });
    await client.lookup(ID);
    await client.lookup(ID);
    expect(server.calls()).toBe(1);
    await client.lookup('710000000000000002');
    await client.lookup('710000000000000003');
    await client.lookup(ID); // pushed out by the two others
    expect(server.calls()).toBe(4);
  });
});
