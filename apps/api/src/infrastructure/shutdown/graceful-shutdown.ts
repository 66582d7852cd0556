import type { Server } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
export const DRAIN_DEADLINE_MS = 10_000;

/** Counts requests in flight, so a shutdown knows when the last one has answered. */
function trackRequests(server: Server, closing: () => boolean) {
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    inFlight += 1;
    // Keep-alive clients are told to reconnect elsewhere once draining has begun.
    if (closing()) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (closing()) server.closeIdleConnections();
      if (inFlight === 0) onIdle?.();
    });
  });
  return {
    drained(deadlineMs: number): Promise<boolean> {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), deadlineMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests answer (at most 10 s), then
 * run the shutdown hooks (projector stops after its batch, queues, Redis and SQLite handles
 * close) and exit 0. A command either answered before its connection closed, or never ran.
 */
export function installGracefulShutdown(
  app: INestApplication,
  deadlineMs = DRAIN_DEADLINE_MS,
): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  let closing = false;
  const requests = trackRequests(server, () => closing);
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    logger.warn(`${signal}: no new connections; ${requests.inFlight} request(s) in flight`);
    server.close();
    server.closeIdleConnections();
    if (!(await requests.drained(deadlineMs))) {
      logger.error(`${requests.inFlight} request(s) still open after ${deadlineMs} ms: cut`);
      server.closeAllConnections();
    }
    await app.close();
    logger.warn('Stopped cleanly');
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}
