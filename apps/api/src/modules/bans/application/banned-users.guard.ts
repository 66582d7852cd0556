import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { actorFromRequest, type RequestWithActor } from '@api/infrastructure/auth/auth.guards';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ALLOWED_WHILE_BANNED } from '@api/infrastructure/policy/route-policy.decorators';
import { UserBannedError } from './banned.error';
import { BanLookup } from './ban-lookup';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registered globally: every write route refuses a banned user unless it is marked
 * `@AllowedWhileBanned()`, so a route added later is covered without doing anything. Staff are
 * never refused (an Administrator cannot lock out staff: take the Discord role away first).
 */
@Injectable()
export class BannedUsersGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly bans: BanLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<RequestWithActor>();
    if (READS.has(req.method.toUpperCase())) return true;
    const allowed = this.reflector.getAllAndOverride<boolean | undefined>(ALLOWED_WHILE_BANNED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed) return true;
    const actor = actorFromRequest(req, this.config);
    if (!actor || actor.isStaff) return true;
    const ban = await this.bans.banInForce(actor.id, new Date().toISOString());
    if (ban) throw new UserBannedError(ban.until);
    return true;
  }
}
