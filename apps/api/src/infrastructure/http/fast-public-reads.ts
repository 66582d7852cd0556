import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { RateLimiter } from '../security/rate-limit/rate-limiter';
import type { Admission, PublicAnswerCache } from './public-answer-cache';

/**
 * Puts the public answer cache in front of Express on the node:http server itself, so a cache hit
 * costs about what a bare server pays. Only used when the client address is the socket's own
 * (no TRUST_PROXY), so rate limits count the same addresses as the Express path.
 */
export function installFastPublicReads(
  server: Server,
  cache: PublicAnswerCache,
  limiter: RateLimiter,
): void {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const fallThrough = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) handler.call(server, req, res);
  };
  const admit: Admission = async (policy, ip) => {
    const decision = await limiter.spend(policy, 'address', ip);
    return decision.allowed ? Object.entries(decision.headers).flat() : null;
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A logged-in read is counted per account, which needs the session: the Express path.
    if (limiter.countsPerAccount(req, 'reads')) return fallThrough(req, res);
    cache.serveRaw(req, res, admit).then(
      (served) => {
        if (!served) fallThrough(req, res);
      },
      () => fallThrough(req, res),
    );
  });
}
