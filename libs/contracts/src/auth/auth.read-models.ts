import type { BanView } from '../bans/ban.read-models';

export interface StaffRoleView {
  id: string;
  title: string;
  description: string;
  badge: 'crown' | 'magnifier' | 'shield';
}

export interface AuthUser {
  id: string;
  username: string;
  discriminator: string;
  avatar: string | null;
  roles: string[];
  /** The configured staff roles among `roles`, with their titles (at most 3 shown). */
  staffRoles: StaffRoleView[];
  isStaff: boolean;
}

export interface AuthUserResponse {
  authenticated: boolean;
  user?: AuthUser;
  /** Unread notifications (the bell's count), so no page asks for them on load. */
  unreadNotifications?: number;
  /** The user's ban in force (the banner and its appeal form); absent when none. */
  ban?: BanView;
}
