import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Helmet's headers with a Content-Security-Policy the SPA satisfies: scripts only from this site
 * (the development login page loads an external file too), inline styles allowed because
 * styled-components injects style tags, images from any https: host (bot avatars).
 */
export function securityHeaders(isProduction: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:'],
        fontSrc: ["'self'", 'https:', 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        // Only where the site is served over https; on a plain-http development host it would
        // upgrade the SPA's own assets to an address that does not answer.
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The login's returnTo falls back to the Referer of our own pages, so keep it same-origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction,
  });
}
