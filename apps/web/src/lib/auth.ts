import useSWR, { type KeyedMutator } from 'swr';
import type { AuthUser, AuthUserResponse, BanView } from '@botdir/contracts';
import { apiGet, apiSend } from './api-client';
import { authKeys } from './query-keys/auth-keys';

/** Full-page navigation target that starts Discord login. */
export const loginHref = '/auth/discord';

/** Login that lands back on `returnTo` (a path of this site) once Discord answers. */
export function loginHrefTo(returnTo: string): string {
  return `${loginHref}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function getAuthUser(): Promise<AuthUserResponse> {
  return apiGet<AuthUserResponse>('/api/auth/user');
}

export interface AuthState {
  /** The signed-in user, or null when logged out (a 401 also counts as logged out). */
  user: AuthUser | null;
  /** The signed-in user's unread notifications. */
  unreadNotifications: number;
  /** The user's ban in force (the banner), or null. */
  ban: BanView | null;
  isLoading: boolean;
  mutate: KeyedMutator<AuthUserResponse>;
}

export function useAuthUser(): AuthState {
  const { data, error, isLoading, mutate } = useSWR<AuthUserResponse>(authKeys.user, getAuthUser);
  const user = !error && data?.authenticated && data.user ? data.user : null;
  return {
    user,
    unreadNotifications: user ? (data?.unreadNotifications ?? 0) : 0,
    ban: user ? (data?.ban ?? null) : null,
    isLoading,
    mutate,
  };
}

/** "name#1234", or just the name for accounts without a discriminator. */
export function displayTag(user: Pick<AuthUser, 'username' | 'discriminator'>): string {
  return user.discriminator && user.discriminator !== '0'
    ? `${user.username}#${user.discriminator}`
    : user.username;
}

/** The Discord CDN avatar of a user, or null when they have none. */
export function discordAvatarUrl(user: Pick<AuthUser, 'id' | 'avatar'>): string | null {
  if (!user.avatar) return null;
  if (/^https?:\/\//.test(user.avatar)) return user.avatar;
  return `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=128`;
}

export async function logout(mutate: KeyedMutator<AuthUserResponse>): Promise<void> {
  await apiSend('POST', '/auth/logout');
  await mutate({ authenticated: false }, { revalidate: true });
}
