import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { ADMINISTRATOR } from '@api/testing/test-app';
import { call, loginTo, submitBot } from '@api/testing/process-client';

const SESSION_SECRET = 'observability-test-secret-0123456789abcdef';
const METRICS_TOKEN = 'metrics-token-0123456789';

interface LogLine {
  route?: string;
  res?: unknown;
  context?: string;
  correlationId?: string;
  msg?: string;
}

/** The metric's samples as `labels -> value` (Prometheus text). */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (match) found.set(match[1] ?? '', Number(match[2]));
  }
  return found;
}

describe('the api as an operator runs it: metrics, JSON logs, SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-ops-'));
  let api: ApiProcess;

  beforeAll(async () => {
    api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      SESSION_SECRET,
      METRICS_TOKEN,
      READ_YOUR_WRITES_TIMEOUT_MS: '5000',
    });
    await api.start(60_000);
  }, 90_000);

  afterAll(async () => {
    await api.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the metric families with live values after a submit, behind the token', async () => {
    const cookie = await loginTo(api.baseUrl);
    const submitted = await submitBot(api.baseUrl, cookie, 'Metered Bot');
    expect(submitted.status).toBe(201);
    await call(api.baseUrl, 'GET', '/api/bots?approved=true');
    await call(api.baseUrl, 'GET', '/api/bots?approved=true');

    expect((await call(api.baseUrl, 'GET', '/metrics')).status).toBe(401);
    const wrong = { Authorization: 'Bearer wrong-token-0123456789' };
    expect((await call(api.baseUrl, 'GET', '/metrics', { headers: wrong })).status).toBe(401);
    const response = await fetch(`${api.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();

    expect(samples(text, 'botdir_commands_total').get('{type="SubmitBot",outcome="ok"}')).toBe(1);
    expect(samples(text, 'botdir_events_appended_total').get('{type="BotSubmitted"}')).toBe(1);
    const submits = samples(text, 'botdir_http_request_duration_seconds_count');
    expect(submits.get('{method="POST",route="/api/bots/submit",status="201"}')).toBe(1);
    expect(submits.get('{method="GET",route="/api/bots",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'botdir_projection_head').get('')).toBeGreaterThan(0);
    // The second identical public read was answered from the cache.
    expect(samples(text, 'botdir_public_cache_hits_total').get('')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'botdir_public_cache_misses_total').get('')).toBeGreaterThanOrEqual(1);
    // What it holds: at least that answer, and the bytes it counts for it.
    expect(samples(text, 'botdir_public_cache_entries').get('')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'botdir_public_cache_bytes').get('')).toBeGreaterThan(100);
    expect(samples(text, 'botdir_public_cache_idle_drops_total').get('')).toBe(0);
    expect(
      samples(text, 'botdir_projection_checkpoint').get('{projection="bots"}'),
    ).toBeGreaterThan(0);
    for (const family of [
      'botdir_projection_lag_events',
      'botdir_projection_lag_seconds',
      'botdir_projection_events_per_second',
      'botdir_dead_letters',
      'botdir_public_cache_hits_total',
      'botdir_public_cache_misses_total',
      'botdir_rate_limit_refusals_total',
      'botdir_queue_jobs',
      'botdir_outbox_attempts_total',
      'botdir_outbox_failures_total',
      'botdir_outbox_open_deliveries',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
  });

  it('answers live and ready, naming each dependency it checked', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/health/live')).status).toBe(200);
    const ready = await call(api.baseUrl, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      ready: true,
      checks: { eventStore: { ok: true }, readStore: { ok: true }, projectionLag: { ok: true } },
    });
  });

  it('shows /admin/queues to an Administrator only', async () => {
    expect((await call(api.baseUrl, 'GET', '/admin/queues')).status).toBe(401);
    const developer = await loginTo(api.baseUrl);
    expect((await call(api.baseUrl, 'GET', '/admin/queues', { cookie: developer })).status).toBe(
      403,
    );
    const admin = await loginTo(api.baseUrl, ADMINISTRATOR);
    const board = await fetch(`${api.baseUrl}/admin/queues`, { headers: { Cookie: admin } });
    expect(board.status).toBe(200);
    expect(await board.text()).toContain('<div id="root">');
  });

  it('finishes the commands in flight at SIGTERM (stored if acknowledged), exits 0, logs no secret', async () => {
    const cookie = await loginTo(api.baseUrl);
    const inFlight = Array.from({ length: 8 }, (_, index) =>
      submitBot(api.baseUrl, cookie, `Inflight ${index}`).catch((error: unknown) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exitCode = await api.stop('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(exitCode).toBe(0);

    const acknowledged = answers.flatMap((answer) =>
      answer && typeof answer === 'object' && 'status' in answer && answer.status === 201
        ? [String(answer.body.submissionId)]
        : [],
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    const events = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    try {
      for (const id of acknowledged)
        expect((await events.readStream(`submission-${id}`)).map((e) => e.type)).toEqual([
          'BotSubmitted',
        ]);
    } finally {
      await events.close();
    }

    const lines = api.log.split('\n').filter((line) => line.startsWith('{'));
    const requests = lines.map((line) => JSON.parse(line) as LogLine);
    const submit = requests.find((line) => line.route === '/api/bots/submit' && line.res);
    expect(submit).toMatchObject({
      req: { id: expect.any(String), method: 'POST' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(requests.some((line) => line.context === 'Command' && line.correlationId)).toBe(true);
    expect(requests.some((line) => String(line.msg).includes('SIGTERM'))).toBe(true);
    const secrets = [SESSION_SECRET, METRICS_TOKEN, cookie, cookie.split('=')[1] as string];
    for (const secret of secrets) expect(api.log).not.toContain(secret);
  }, 60_000);
});
