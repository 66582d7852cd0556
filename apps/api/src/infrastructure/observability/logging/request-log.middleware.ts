import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { routeTemplate } from '../metrics/http-metrics';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's X-Request-Id when it is a plain token, else a new one; echoed on the answer. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One JSON line per request when its answer is sent (or when the client goes away first): id,
 * method, path without the query string, route template, status and time taken. A read logs
 * through the process's logger itself; a write gets a child bound to its request id, so the
 * command's own log lines carry it too. (A child per read, as pino-http makes, cost a fifth of
 * the api's CPU on an uncached list page.)
 */
export function requestLogMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const id = requestId(req, res);
    // nestjs-pino binds `req.log` for the logs written while this request is handled.
    Object.assign(req, { id, log: READS.has(req.method) ? logger : logger.child({ req: { id } }) });
    let done = false;
    const write = (aborted: boolean) => {
      if (done) return;
      done = true;
      const route = routeTemplate(req);
      const responseTime = Math.round(performance.now() - started);
      const line = {
        req: { id, method: req.method, path: req.path },
        res: { statusCode: res.statusCode },
        route,
        responseTime,
      };
      if (aborted) logger.warn(line, `${req.method} ${route} aborted after ${responseTime} ms`);
      else if (res.statusCode >= 500)
        logger.error(line, `${req.method} ${route} ${res.statusCode}`);
      else logger.info(line, `${req.method} ${route} ${res.statusCode} ${responseTime} ms`);
    };
    res.once('finish', () => write(false));
    res.once('close', () => write(!res.writableFinished));
    next();
  };
}
