import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ApiError } from '@api/infrastructure/http/api-error';
import { safeReturnPath } from '../safe-return-path';

/**
 * Runs passport-discord on both legs of the login: the redirect to Discord (remembering where to
 * come back to) and the callback. In development mode it lets the request through to the
 * development login page instead.
 */
@Injectable()
export class DiscordAuthGuard extends AuthGuard('discord') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.config.devLoginEnabled) return true;
    if (!this.config.discord.clientId) {
      throw new ApiError(
        503,
        'AUTH.NOT_CONFIGURED',
        'Discord login is not configured on this server.',
      );
    }
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    const returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined;
    return {
      session: false,
      state: { returnTo: safeReturnPath(returnTo, req.headers.referer, req.headers.host) },
    };
  }

  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (user) return user;
    const name = error instanceof Error ? error.name : '';
    if (error && !['TokenError', 'AuthorizationError'].includes(name)) {
      throw new ApiError(
        502,
        'AUTH.DISCORD_UNAVAILABLE',
        'Discord did not complete the login. Please try again in a moment.',
      );
    }
    const message =
      info && typeof info === 'object' && 'message' in info && typeof info.message === 'string'
        ? info.message
        : 'Discord login was cancelled or refused. Please log in again.';
    throw new ApiError(401, 'AUTH.DISCORD_LOGIN_FAILED', message);
  }
}
