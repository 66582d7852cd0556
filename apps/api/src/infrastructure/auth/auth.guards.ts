import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { CommandActor } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import type { RequestWithSession } from '@api/infrastructure/session/session.service';
import { authErrors } from './auth.errors';
import { displayName, isAdministrator, isStaff, staffRolesOf } from './staff-roles';

export type RequestWithActor = RequestWithSession & { actor?: CommandActor };

export function actorFromRequest(req: RequestWithSession, config: AppConfig): CommandActor | null {
  const user = req.session?.data.user;
  if (!user) return null;
  return {
    id: user.id,
    name: displayName(user),
    roles: staffRolesOf(user.roles, config).map((role) => role.id),
    isStaff: isStaff(user.roles, config),
    isAdministrator: isAdministrator(user.roles, config),
  };
}

/** Attaches the actor when there is a session; never refuses. */
@Injectable()
export class OptionalActorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RequestWithActor>();
    req.actor = actorFromRequest(req, this.config) ?? undefined;
    return true;
  }
}

/** Attaches the logged-in actor, or refuses with what they lack (`refusal`: null lets them in). */
function admit(
  context: ExecutionContext,
  config: AppConfig,
  refusal: (actor: CommandActor) => Error | null = () => null,
): true {
  const req = context.switchToHttp().getRequest<RequestWithActor>();
  const actor = actorFromRequest(req, config);
  if (!actor) throw authErrors.loginRequired();
  const refused = refusal(actor);
  if (refused) throw refused;
  req.actor = actor;
  return true;
}

@Injectable()
export class LoggedInGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    return admit(context, this.config);
  }
}

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    return admit(context, this.config, (actor) => (actor.isStaff ? null : authErrors.staffOnly()));
  }
}

/** Administrators only: a Bot Reviewer gets 403 AUTH.ADMINISTRATOR_ONLY. */
@Injectable()
export class AdministratorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    return admit(context, this.config, (actor) =>
      !actor.isStaff
        ? authErrors.staffOnly()
        : actor.isAdministrator
          ? null
          : authErrors.administratorOnly(),
    );
  }
}
