import type { StaffRoleView } from '@botdir/contracts';
import type { AppConfig } from '@api/infrastructure/config/app-config';

/** The configured staff roles among a user's Discord roles, administrator first. */
export function staffRolesOf(roles: string[], config: AppConfig): StaffRoleView[] {
  const views: StaffRoleView[] = [];
  if (roles.includes(config.staffRoleIds.administrator)) {
    views.push({
      id: config.staffRoleIds.administrator,
      title: 'Administrator',
      description: 'Full system access and platform management',
      badge: 'crown',
    });
  }
  if (roles.includes(config.staffRoleIds.reviewer)) {
    views.push({
      id: config.staffRoleIds.reviewer,
      title: 'Bot Reviewer',
      description: 'Reviews and approves bot submissions',
      badge: 'magnifier',
    });
  }
  return views;
}

/** How an event's actor is named to others: their highest staff role's title, never the person. */
export function actingRoleTitle(roles: string[], config: AppConfig): string {
  return staffRolesOf(roles, config)[0]?.title ?? 'staff member';
}

export function isAdministrator(roles: string[], config: AppConfig): boolean {
  return roles.includes(config.staffRoleIds.administrator);
}

/** Staff means holding one of the configured roles; an empty role list never means everyone. */
export function isStaff(roles: string[], config: AppConfig): boolean {
  return staffRolesOf(roles, config).length > 0;
}

export function displayName(user: { username: string; discriminator: string }): string {
  return user.discriminator && user.discriminator !== '0'
    ? `${user.username}#${user.discriminator}`
    : user.username;
}
