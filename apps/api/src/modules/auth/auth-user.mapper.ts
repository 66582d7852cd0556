import type { AuthUserResponse } from '@botdir/contracts';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import type { SessionUser } from '@api/infrastructure/session/session-store.port';
import { isStaff, staffRolesOf } from '@api/infrastructure/auth/staff-roles';

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
