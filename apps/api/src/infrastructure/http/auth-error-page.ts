import type { Request } from 'express';
import type { ApiError } from './api-error';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A login leg failed in a browser tab (not a script): show a page, not raw JSON. */
export function wantsAuthErrorPage(req: Request): boolean {
  return (
    req.method === 'GET' &&
    req.path.startsWith('/auth/') &&
    (req.headers.accept ?? '').includes('text/html')
  );
}

/** The only words a login error may show: fixed per code, never text from the request. */
export const LOGIN_ERROR_TEXT = {
  'AUTH.DISCORD_LOGIN_FAILED':
    'This login link expired or was started in another browser. Please log in again.',
  'AUTH.DISCORD_LOGIN_CANCELLED':
    'The login was cancelled or refused on Discord. Please log in again if you meant to.',
  'AUTH.DISCORD_UNAVAILABLE': 'Discord did not complete the login. Please try again in a moment.',
  'AUTH.NOT_CONFIGURED': 'Discord login is not configured on this server.',
  'RATE_LIMIT.EXCEEDED': 'Too many attempts. Please wait a moment and try again.',
} as const;
const FALLBACK_TEXT = 'The login did not complete. Please try again.';

const isKnownCode = (code: string): code is keyof typeof LOGIN_ERROR_TEXT =>
  Object.hasOwn(LOGIN_ERROR_TEXT, code);

export function authErrorPage(error: ApiError): string {
  const text = isKnownCode(error.code) ? LOGIN_ERROR_TEXT[error.code] : FALLBACK_TEXT;
  const code = /^[A-Z_]+\.[A-Z_]+$/.test(error.code) ? error.code : 'AUTH.LOGIN_FAILED';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Login did not complete</title>
<style>body{font-family:system-ui,sans-serif;background:#1e1f22;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#2b2d31;padding:32px;border-radius:12px;max-width:440px}h1{margin-top:0}
a{display:inline-block;margin:8px 12px 0 0;padding:10px 16px;border-radius:8px;background:#5865f2;color:#fff;text-decoration:none}
a.secondary{background:#3f4147}code{color:#b5bac1}</style></head>
<body><main>
<h1>Login did not complete</h1>
<p>${escapeHtml(text)}</p>
<p>If this keeps happening, tell us this reference: <code>${escapeHtml(code)}</code></p>
<a href="/auth/discord">Try again</a><a class="secondary" href="/">Back to home</a>
</main></body></html>`;
}
