import type { NextFunction, Request, Response } from 'express';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { requestLogMiddleware } from './request-log.middleware';

/**
 * Paths a secret could sit at, censored even if a log line is loosened one day. The request lines
 * already keep only what an operator needs: no headers, no query string (OAuth `code`/`state`
 * travel there), no bodies.
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
  middleware: (req: Request, res: Response, next: NextFunction) => void;
}

/** JSON lines on stdout (pretty only on a terminal outside production), one per request. */
export function createHttpLogging(config: AppConfig): HttpLogging {
  const pretty = Boolean(process.stdout.isTTY) && !config.isProduction;
  const logger = pino({
    level: config.observability.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
  return { logger, middleware: requestLogMiddleware(logger) };
}
