import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { isBanActive, type AuthUserResponse, type BanView } from '@botdir/contracts';
import {
  BAN_READS,
  NOTIFICATION_READS,
  type BanReads,
  type NotificationReads,
} from '@botdir/read-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import {
  SessionService,
  type RequestWithSession,
} from '@api/infrastructure/session/session.service';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { validateBody } from '@api/infrastructure/http/validate-body';
import { toAuthUserResponse } from './auth-user.mapper';
import { devLoginSchema } from './dev-login.schema';
import { devLoginErrors } from './dev-login.errors';
import { DEV_LOGIN_SCRIPT, devLoginPage } from './dev-login.page';
import { safeReturnPath } from './safe-return-path';
import { DiscordAuthGuard } from './discord/discord-auth.guard';
import type { DiscordLogin } from './discord/discord.strategy';
import type { VerifiedState } from './discord/oauth-state.store';
import { AllowedWhileBanned, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

type CallbackRequest = RequestWithSession & {
  user?: DiscordLogin;
  authInfo?: { state?: VerifiedState };
};

@Controller()
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NOTIFICATION_READS) private readonly notifications: NotificationReads,
    @Inject(BAN_READS) private readonly bans: BanReads,
    private readonly sessions: SessionService,
  ) {}

  /** Always 200: `{ authenticated: false }` when nobody is logged in. */
  @RateLimit('none') // read by every page view: never limited
  @Get('api/auth/user')
  async user(
    @Req() req: RequestWithSession,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthUserResponse> {
    res.setHeader('Cache-Control', 'no-store');
    const user = req.session?.data.user;
    const answer = toAuthUserResponse(user, this.config);
    if (!user) return answer;
    const [unreadNotifications, ban] = await Promise.all([
      this.unreadCount(user.id),
      this.banInForce(user.id),
    ]);
    return { ...answer, unreadNotifications, ...(ban ? { ban } : {}) };
  }

  /** The ban in force, for the site's banner (the session read every page makes anyway). */
  private async banInForce(userId: string): Promise<BanView | null> {
    try {
      const latest = (await this.bans.userBans(userId))?.bans[0];
      return latest && isBanActive(latest, new Date().toISOString()) ? latest : null;
    } catch {
      return null;
    }
  }

  /** The bell's count; a read store that is down shows none rather than failing the session. */
  private async unreadCount(userId: string): Promise<number> {
    try {
      const notifications = await this.notifications.userNotifications(userId);
      return notifications.filter((notification) => !notification.read).length;
    } catch {
      return 0;
    }
  }

  /**
   * Starts login: the guard redirects to Discord's consent screen. In development mode (no
   * DISCORD_CLIENT_ID) the guard lets the request through to a marked page standing in for it.
   */
  @RateLimit('none')
  @Get('auth/discord')
  @UseGuards(DiscordAuthGuard)
  discord(
    @Req() req: RequestWithSession,
    @Res() res: Response,
    @Query('returnTo') returnTo?: string,
  ): void {
    const target = safeReturnPath(returnTo, req.headers.referer, req.headers.host);
    res.type('html').setHeader('Cache-Control', 'no-store');
    res.send(devLoginPage(this.config, target));
  }

  /** Discord sends the browser back here; the guard has checked the state and read the roles. */
  @RateLimit('none')
  @Get('auth/discord/callback')
  @UseGuards(DiscordAuthGuard)
  async discordCallback(@Req() req: CallbackRequest, @Res() res: Response): Promise<void> {
    const login = req.user;
    if (!login) throw httpErrors.routeNotFound();
    await this.sessions.login(req, res, login.user, Date.now(), login.tokens);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, safeReturnPath(req.authInfo?.state?.returnTo, undefined, undefined));
  }

  @RateLimit('none')
  @Get('auth/dev-login.js')
  devLoginScript(@Res() res: Response): void {
    if (!this.config.devLoginEnabled) throw httpErrors.routeNotFound();
    res.type('application/javascript').send(DEV_LOGIN_SCRIPT);
  }

  @RateLimit('none')
  @AllowedWhileBanned()
  @Post('auth/dev-login')
  @HttpCode(200)
  async devLogin(
    @Req() req: RequestWithSession,
    @Res({ passthrough: true }) res: Response,
    @Body() body: unknown,
  ): Promise<AuthUserResponse & { returnTo: string }> {
    if (!this.config.devLoginEnabled) {
      throw devLoginErrors.disabled();
    }
    const input = validateBody(devLoginSchema, body);
    const user = {
      id: input.id,
      username: input.username,
      discriminator: input.discriminator ?? '0',
      avatar: input.avatar ?? null,
      roles: input.roles,
    };
    await this.sessions.login(req, res, user, Date.now());
    const returnTo = safeReturnPath(input.returnTo, req.headers.referer, req.headers.host);
    return { ...toAuthUserResponse(user, this.config), returnTo };
  }

  @RateLimit('none')
  @AllowedWhileBanned()
  @Post('auth/logout')
  @HttpCode(204)
  async logout(
    @Req() req: RequestWithSession,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.logout(req, res);
  }
}
