import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { AppConfig } from '../../config/app-config';
import { routeTemplate } from '../metrics/http-metrics';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's X-Request-Id when it is a plain token, else a new one; echoed on the answer. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Paths a secret could sit at, censored even if a serializer below is loosened one day. The
 * serializers already keep only what an operator needs: no headers, no query string (OAuth
 * `code`/`state` travel there), no bodies.
 */
export const REDACTED_PATHS = [
  'req.headers',
  'res.headers',
  '*.cookie',
  '*.authorization',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.sessionId',
  '*.sessionSecret',
  '*.secret',
];

/** The process's pino logger and the request logger (the first middleware, so refusals are logged too). */
export interface HttpLogging {
  logger: Logger;
  middleware: HttpLogger;
}

/** JSON lines on stdout (pretty only on a terminal outside production), one per request. */
export function createHttpLogging(config: AppConfig): HttpLogging {
  const pretty = Boolean(process.stdout.isTTY) && !config.isProduction;
  const logger = pino({
    level: config.observability.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
  const middleware = pinoHttp({
    logger,
    genReqId: requestId,
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Evaluated again when the answer is sent: only then is the matched route known.
    customProps: (req, res) => (res.headersSent ? { route: routeTemplate(req as Request) } : {}),
    customSuccessMessage: (req, res, responseTime) =>
      `${req.method} ${routeTemplate(req as Request)} ${res.statusCode} ${responseTime} ms`,
    customErrorMessage: (req, res) =>
      `${req.method} ${routeTemplate(req as Request)} ${res.statusCode}`,
  });
  return { logger, middleware };
}
