import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ApiError } from '@api/infrastructure/http/api-error';
import { LOGIN_ERROR_TEXT } from '@api/infrastructure/http/auth-error-page';
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

  /**
   * Messages are fixed per code: passport hands over Discord's `error_description` (which anyone
   * can put in a callback link) as `info.message`, and none of it may reach the visitor.
   */
  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (user) return user;
    const name = error instanceof Error ? error.name : '';
    if (error && !['TokenError', 'AuthorizationError'].includes(name)) {
      throw new ApiError(
        502,
        'AUTH.DISCORD_UNAVAILABLE',
        LOGIN_ERROR_TEXT['AUTH.DISCORD_UNAVAILABLE'],
      );
    }
    const query = context.switchToHttp().getRequest<Request>().query;
    const code =
      query.error !== undefined ? 'AUTH.DISCORD_LOGIN_CANCELLED' : 'AUTH.DISCORD_LOGIN_FAILED';
    throw new ApiError(401, code, LOGIN_ERROR_TEXT[code]);
  }
}
