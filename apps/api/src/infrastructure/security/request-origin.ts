import type { Request } from 'express';

/** The origin a browser stated for a request: the Origin header, else the Referer's origin. */
export function statedOrigin(req: Request): string | null {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/** The site's own origins: PUBLIC_URL when configured, and the one this request was addressed to. */
export function ownOrigins(req: Request, publicOrigin: string | null): string[] {
  const origins = [`${req.protocol}://${req.headers.host ?? ''}`];
  if (publicOrigin) origins.push(publicOrigin);
  return origins;
}
