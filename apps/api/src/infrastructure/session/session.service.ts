import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  SESSION_STORE,
  SESSION_TTL_SECONDS,
  type SessionData,
  type DiscordTokens,
  type SessionStore,
  type SessionUser,
} from './session-store.port';
import {
  SESSION_COOKIE,
  newSessionId,
  readCookie,
  signCookieValue,
  unsignCookieValue,
} from './session-cookie';

export interface RequestSession {
  id: string;
  data: SessionData;
}

export type RequestWithSession = Request & { session?: RequestSession };

@Injectable()
export class SessionService {
  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(req: RequestWithSession): Promise<void> {
    const raw = readCookie(req.headers.cookie, SESSION_COOKIE);
    const id = raw ? unsignCookieValue(raw, this.config.sessionSecret) : null;
    if (!id) return;
    const data = await this.store.get(id);
    if (data) req.session = { id, data };
  }

  /** Starts a session under a NEW id (no fixation) and sets the cookie. */
  async login(
    req: RequestWithSession,
    res: Response,
    user: SessionUser,
    now: number,
    discord?: DiscordTokens,
  ): Promise<void> {
    if (req.session) await this.store.destroy(req.session.id);
    const id = newSessionId();
    const data: SessionData = { user, createdAt: now, rolesCheckedAt: now };
    if (discord) data.discord = discord;
    await this.store.set(id, data, SESSION_TTL_SECONDS);
    req.session = { id, data };
    res.cookie(SESSION_COOKIE, signCookieValue(id, this.config.sessionSecret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      path: '/',
      maxAge: SESSION_TTL_SECONDS * 1000,
    });
  }

  async update(session: RequestSession): Promise<void> {
    await this.store.set(session.id, session.data, SESSION_TTL_SECONDS);
  }

  async logout(req: RequestWithSession, res: Response): Promise<void> {
    await this.end(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Ends the session server-side (e.g. Discord revoked the login); the stale cookie then finds nothing. */
  async end(req: RequestWithSession): Promise<void> {
    if (req.session) await this.store.destroy(req.session.id);
    req.session = undefined;
  }
}
