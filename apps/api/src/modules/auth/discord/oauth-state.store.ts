import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import {
  readCookie,
  signCookieValue,
  unsignCookieValue,
} from '@api/infrastructure/session/session-cookie';
import { ApiError } from '@api/infrastructure/http/api-error';
import { parseBoundedJson } from '@api/infrastructure/http/json-shape';

const invalid = () => new ApiError(400, 'AUTH.STATE_INVALID', 'The login state is not valid.');

export const OAUTH_STATE_COOKIE = 'botdir.oauth';
const STATE_TTL_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/auth/discord';

interface PendingLogin {
  nonce: string;
  returnTo: string;
  expiresAt: number;
}

export interface VerifiedState {
  returnTo: string;
}

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (
  error: Error | null,
  ok: boolean,
  state: VerifiedState | { message: string },
) => void;

/**
 * passport-oauth2 state store: the `state` nonce and the page to return to live in a signed,
 * httpOnly, ten-minute cookie scoped to the login routes, so the callback only completes in the
 * browser that started the login (no login CSRF) and needs no session before login.
 */
export class SignedCookieStateStore {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  store(
    req: Request,
    state: { returnTo?: string } | undefined,
    _meta: unknown,
    done: StoreCallback,
  ): void {
    const login: PendingLogin = {
      nonce: randomBytes(24).toString('base64url'),
      returnTo: state?.returnTo ?? '/',
      expiresAt: Date.now() + STATE_TTL_MS,
    };
    const value = Buffer.from(JSON.stringify(login)).toString('base64url');
    req.res?.cookie(OAUTH_STATE_COOKIE, signCookieValue(value, this.secret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: STATE_TTL_MS,
    });
    done(null, login.nonce);
  }

  verify(req: Request, given: unknown, _meta: unknown, done: VerifyCallback): void {
    const login = this.read(req);
    req.res?.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH });
    const matches =
      login !== null &&
      typeof given === 'string' &&
      given.length === login.nonce.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(login.nonce)) &&
      login.expiresAt > Date.now();
    if (!matches || !login) {
      done(null, false, {
        message: 'This login link expired or was started in another browser. Please log in again.',
      });
      return;
    }
    done(null, true, { returnTo: login.returnTo });
  }

  private read(req: Request): PendingLogin | null {
    const raw = readCookie(req.headers.cookie, OAUTH_STATE_COOKIE);
    const value = raw ? unsignCookieValue(raw, this.secret) : null;
    if (!value) return null;
    try {
      const text = Buffer.from(value, 'base64url').toString('utf8');
      const login = parseBoundedJson(text, {
        label: 'The login state',
        maxDepth: 1,
        invalid,
      }) as Partial<PendingLogin> | null;
      return typeof login?.nonce === 'string' &&
        typeof login.returnTo === 'string' &&
        typeof login.expiresAt === 'number'
        ? { nonce: login.nonce, returnTo: login.returnTo, expiresAt: login.expiresAt }
        : null;
    } catch {
      return null;
    }
  }
}
