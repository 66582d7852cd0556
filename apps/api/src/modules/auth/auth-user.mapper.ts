import type { AuthUserResponse } from '@botdir/contracts';
import type { AppConfig } from '../../infrastructure/config/app-config';
import type { SessionUser } from '../../infrastructure/session/session-store.port';
import { isStaff, staffRolesOf } from './staff-roles';

export function toAuthUserResponse(
  user: SessionUser | undefined,
  config: AppConfig,
): AuthUserResponse {
  if (!user) return { authenticated: false };
  return {
    authenticated: true,
    user: {
      ...user,
      staffRoles: staffRolesOf(user.roles, config),
      isStaff: isStaff(user.roles, config),
    },
  };
}
