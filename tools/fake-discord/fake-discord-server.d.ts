export interface FakeDiscordUser {
  id: string;
  username: string;
  roles?: string[];
  inGuild?: boolean;
  avatar?: string | null;
}

export interface FakeDiscordOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  guildId?: string;
  appName?: string;
  tokenTtlSeconds?: number;
  users?: FakeDiscordUser[];
  /** A user id that is logged in and consents at once, without the authorize page. */
  autoConsent?: string | null;
}

export interface FakeDiscord {
  url: string;
  apiUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  guildId: string;
  /** "METHOD /path" of every request received, in order. */
  calls: string[];
  setRoles(userId: string, roles: string[]): void;
  setInGuild(userId: string, inGuild: boolean): void;
  setAutoConsent(userId: string | null): void;
  expireAccessTokens(userId: string): void;
  revoke(userId: string): void;
  close(): Promise<void>;
}

export function startFakeDiscord(options?: FakeDiscordOptions): Promise<FakeDiscord>;
