import type { NextFunction, Request, Response } from 'express';

/** Reads anyone may make from any site; personal and staff reads stay same-origin. */
const PRIVATE_READS = ['/api/auth/', '/api/user/', '/api/admin/'];
const READ_METHODS = new Set(['GET', 'HEAD']);

function isPublicRead(path: string): boolean {
  return path.startsWith('/api/') && !PRIVATE_READS.some((prefix) => path.startsWith(prefix));
}

/**
 * CORS open (`*`, never with credentials) for public GETs under /api; writes and /auth get no
 * CORS headers, so browsers keep them same-origin.
 */
export function corsMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!isPublicRead(req.path)) return next();
  if (req.method === 'OPTIONS') {
    const wanted = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
    if (!READ_METHODS.has(wanted)) return next();
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Allow-Headers': 'Accept, Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.status(204).end();
    return;
  }
  if (READ_METHODS.has(req.method)) {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'X-Total-Count, Retry-After',
    });
  }
  next();
}
