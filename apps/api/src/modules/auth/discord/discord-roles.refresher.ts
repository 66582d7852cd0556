import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import type { SessionData } from '@api/infrastructure/session/session-store.port';
import {
  SessionService,
  type RequestSession,
  type RequestWithSession,
} from '@api/infrastructure/session/session.service';
import { DiscordApiClient, DiscordUnauthorizedError } from './discord-api.client';

/** Refresh the access token this long before Discord would refuse it. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Reads a Discord session's guild roles again once they are older than the refresh interval, so
 * a reviewer removed on Discord loses staff access within minutes; a member who left the guild
 * keeps no roles, and a login Discord revoked ends.
 */
@Injectable()
export class DiscordRolesRefresher {
  private readonly logger = new Logger('DiscordRolesRefresher');
  /** One refresh per session at a time: parallel page requests share it (refresh tokens rotate). */
  private readonly running = new Map<string, Promise<SessionData | null>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discordApi: DiscordApiClient,
    private readonly sessions: SessionService,
  ) {}

  readonly middleware = (req: RequestWithSession, _res: Response, next: NextFunction): void => {
    const session = req.session;
    if (!session?.data.discord) return next();
    if (Date.now() - session.data.rolesCheckedAt < this.config.discord.rolesRefreshMs)
      return next();
    this.refreshOnce(session).then(async (data) => {
      if (data) session.data = data;
      else await this.sessions.end(req);
      next();
    }, next);
  };

  private refreshOnce(session: RequestSession): Promise<SessionData | null> {
    let running = this.running.get(session.id);
    if (!running) {
      running = this.refresh(session).finally(() => this.running.delete(session.id));
      this.running.set(session.id, running);
    }
    return running;
  }

  /** The refreshed session data, or null when Discord no longer accepts this login. */
  private async refresh(session: RequestSession): Promise<SessionData | null> {
    const data: SessionData = structuredClone(session.data);
    const now = Date.now();
    try {
      if (data.discord && data.discord.expiresAt - TOKEN_MARGIN_MS <= now) {
        data.discord = await this.renewTokens(data, now);
      }
      data.user.roles = await this.readRoles(data, now);
      data.rolesCheckedAt = now;
      await this.sessions.update({ id: session.id, data });
      return data;
    } catch (error) {
      if (error instanceof DiscordUnauthorizedError) return null;
      // Discord is unreachable: keep the roles read last time and try again on the next request.
      this.logger.warn(`could not refresh Discord roles: ${String(error)}`);
      return session.data;
    }
  }

  private async readRoles(data: SessionData, now: number): Promise<string[]> {
    try {
      return await this.discordApi.getMemberRoles(data.discord?.accessToken ?? '');
    } catch (error) {
      if (!(error instanceof DiscordUnauthorizedError) || !data.discord?.refreshToken) throw error;
      data.discord = await this.renewTokens(data, now);
      return this.discordApi.getMemberRoles(data.discord.accessToken);
    }
  }

  private renewTokens(data: SessionData, now: number) {
    const refreshToken = data.discord?.refreshToken;
    if (!refreshToken) throw new DiscordUnauthorizedError('no refresh token');
    return this.discordApi.refreshTokens(refreshToken, now);
  }
}
