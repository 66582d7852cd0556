const MAX_LENGTH = 2048;
const BASE = 'http://return-path.invalid';
/** Control, white-space, format and invisible characters: browsers drop or rewrite some of them. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}\p{White_Space}\p{Default_Ignorable_Code_Point}\\]/u;
const DECODE_ROUNDS = 3;

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** What a browser's URL parser drops before reading a URL: tabs and newlines, edge controls. */
const browserView = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * The path as sent must be plain (one leading slash, no control, white-space, invisible
 * character or backslash); each percent-decoding of it must still not start a new origin
 * (`%2F%2Fhost`, `/%09/host`) nor hide a control character.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || UNSAFE_CHARACTERS.test(path)) return false;
  let form = path;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (/^[/\\]{2}/.test(browserView(form)) || /\p{Cc}/u.test(form)) return false;
    if (/^\/auth(\/|$)/i.test(form)) return false;
    const decoded = decodeOnce(form);
    if (decoded === null) return false;
    if (decoded === form) return true;
    form = decoded;
  }
  return false;
}

/** The path as the browser will resolve it, or null when it would leave this origin. */
function localPath(candidate: string): string | null {
  if (candidate.length > MAX_LENGTH || !isPlainPath(candidate)) return null;
  const url = new URL(candidate, BASE);
  if (url.origin !== BASE) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(resolved) ? resolved : null;
}

function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? localPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

/**
 * Where to go after login, for every login path (the development page and its POST, Discord's
 * redirect and callback): an explicit path on this site, else the page the visitor came from on
 * this host, else home. Never another site: control and white-space characters (a tab after the
 * slash turns `/%09/host` into `//host`), backslashes, `//`, schemes and their percent-encoded
 * forms are refused, and the result is what a browser's URL parser resolves on this origin.
 */
export function safeReturnPath(
  returnTo: unknown,
  referer: string | undefined,
  host: string | undefined,
): string {
  const explicit = typeof returnTo === 'string' ? localPath(returnTo) : null;
  return explicit ?? refererPath(referer, host) ?? '/';
}
