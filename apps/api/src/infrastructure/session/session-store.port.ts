export interface SessionUser {
  id: string;
  username: string;
  discriminator: string;
  avatar: string | null;
  roles: string[];
}

/** Discord OAuth tokens: kept server-side only, never sent to the browser. */
export interface DiscordTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ms since epoch. */
  expiresAt: number;
}

export interface SessionData {
  user: SessionUser;
  createdAt: number;
  /** When the user's guild roles were last read from Discord (ms since epoch). */
  rolesCheckedAt: number;
  /** Present for a Discord login; absent for the development login. */
  discord?: DiscordTokens;
}

/** Where sessions live: never in memory, so a restart keeps people logged in. */
export interface SessionStore {
  get(id: string): Promise<SessionData | null>;
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  destroy(id: string): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
