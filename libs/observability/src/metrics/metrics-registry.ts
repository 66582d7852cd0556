import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** A registry with the default Node process metrics (CPU, memory, event loop lag, GC, handles). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus text. With a token, only `Authorization: Bearer <token>` is answered
 * (401 otherwise), so the endpoint can share the public port.
 */
export function metricsHandler(registry: Registry, token: string | null) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (token && !hasBearer(req, token)) {
      res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' });
      res.end(
        JSON.stringify({
          statusCode: 401,
          code: 'METRICS.TOKEN_REQUIRED',
          message: 'The metrics endpoint needs Authorization: Bearer <METRICS_TOKEN>.',
        }),
      );
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`# metrics failed: ${String(error)}\n`);
      },
    );
  };
}
