import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import {
  checkReadiness,
  createMetricsRegistry,
  metricsHandler,
  projectionLagProbe,
  registerProjectionMetrics,
  registerQueueMetrics,
} from '@botdir/observability';
import type { ProjectorConfig } from '../config/projector-config';
import { QUEUE_CLIENT } from '../queue/queue-client';
import type { RunningProjector } from '../start-projector';
import { PROJECTION_QUEUE } from '../worker/batch-job';

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The projector's own small HTTP port: /metrics, /health/live and /health/ready. */
export async function startOpsServer(
  projector: RunningProjector,
  config: ProjectorConfig & { metricsPort: number },
): Promise<OpsServer> {
  const eventStore = projector.app.get<EventStore>(EVENT_STORE);
  const readStore = projector.app.get<ProjectionStore>(PROJECTION_STORE);
  const queue = projector.app.get<Queue>(QUEUE_CLIENT);
  const registry = createMetricsRegistry();
  registerProjectionMetrics(registry, { eventStore, readStore });
  registerQueueMetrics(registry, {
    [PROJECTION_QUEUE]: () => queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
  });
  const metrics = metricsHandler(registry, config.metricsToken);
  const ready = () =>
    checkReadiness({
      eventStore: async () => ({ head: await eventStore.headPosition() }),
      readStore: async () => {
        await readStore.checkpoints();
      },
      redis: async () => {
        await (await queue.client).runCommand('ping', []);
      },
      projectionLag: projectionLagProbe(eventStore, readStore, config.readyMaxLagSeconds),
    });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/metrics') return metrics(req, res);
    if (path === '/health/live') return sendJson(res, 200, { status: 'ok' });
    if (path === '/health/ready') {
      void ready().then((readiness) =>
        sendJson(res, readiness.ready ? 200 : 503, {
          status: readiness.ready ? 'ready' : 'not ready',
          ...readiness,
        }),
      );
      return;
    }
    sendJson(res, 404, { statusCode: 404, code: 'ROUTE.NOT_FOUND', message: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
