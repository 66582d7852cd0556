import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { authErrors } from '@api/infrastructure/auth/auth.errors';
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
      throw authErrors.notConfigured();
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
      throw authErrors.discordUnavailable();
    }
    const query = context.switchToHttp().getRequest<Request>().query;
    throw query.error !== undefined
      ? authErrors.discordLoginCancelled()
      : authErrors.discordLoginFailed();
  }
}
