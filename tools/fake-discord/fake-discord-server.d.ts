export interface FakeDiscordUser {
  id: string;
  username: string;
  roles?: string[];
  inGuild?: boolean;
  avatar?: string | null;
}

/** An application `GET /api/applications/{id}/rpc` answers; unknown ids get 404 code 10002. */
export interface FakeDiscordApplication {
  id: string;
  name: string;
  icon?: string | null;
  description?: string;
  /** false: an application without a bot user (default true). */
  bot?: boolean;
  /** false: only its owner can add the bot (default true). */
  botPublic?: boolean;
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
  applications?: FakeDiscordApplication[];
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
  addApplication(app: FakeDiscordApplication): void;
  expireAccessTokens(userId: string): void;
  revoke(userId: string): void;
  close(): Promise<void>;
}

export function startFakeDiscord(options?: FakeDiscordOptions): Promise<FakeDiscord>;
