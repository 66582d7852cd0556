import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request for the invite redirect is a person opening the invite: a top-level
 * navigation (`Sec-Fetch-Dest: document`), from this site or a link on any other. What a page
 * loads by itself (an image, a script, a frame, a fetch: any other destination) gets the redirect
 * but is no click. A browser too old to send Fetch Metadata counts when it asks for a page
 * (`Accept` names text/html, as its navigations do); curl and scripts accepting anything do not.
 */
export function isInviteNavigation(headers: IncomingHttpHeaders): boolean {
  const destination = headers['sec-fetch-dest'];
  if (destination !== undefined) return destination.trim().toLowerCase() === 'document';
  return /\btext\/html\b/i.test(headers.accept ?? '');
}
