import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import type { DiscordTokens } from '@api/infrastructure/session/session-store.port';

export interface DiscordUser {
  id: string;
  username: string;
  discriminator?: string;
  global_name?: string | null;
  avatar?: string | null;
}

/** Discord refused the access token (expired or revoked): refresh it or end the login. */
export class DiscordUnauthorizedError extends Error {}

const TIMEOUT_MS = 5000;

/** The few Discord REST calls the login needs; every URL comes from configuration. */
@Injectable()
export class DiscordApiClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get tokenUrl(): string {
    return `${this.config.discord.apiUrl}/oauth2/token`;
  }

  getCurrentUser(accessToken: string): Promise<DiscordUser> {
    return this.get<DiscordUser>('/users/@me', accessToken);
  }

  /** The member's role ids in the configured guild; [] when they are not (or no longer) in it. */
  async getMemberRoles(accessToken: string): Promise<string[]> {
    const path = `/users/@me/guilds/${this.config.discord.guildId}/member`;
    const member = await this.get<{ roles?: unknown } | null>(path, accessToken, [404]);
    const roles = member?.roles;
    return Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [];
  }

  async refreshTokens(refreshToken: string, now: number): Promise<DiscordTokens> {
    const response = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: this.config.discord.clientId ?? '',
        client_secret: this.config.discord.clientSecret ?? '',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 400 || response.status === 401) {
      throw new DiscordUnauthorizedError('Discord refused the refresh token');
    }
    if (!response.ok) throw new Error(`Discord token refresh answered ${response.status}`);
    const body = (await response.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in?: number;
    };
    return toTokens(body.access_token, body.refresh_token ?? refreshToken, body.expires_in, now);
  }

  private async get<T>(path: string, accessToken: string, absent: number[] = []): Promise<T> {
    const response = await fetch(`${this.config.discord.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (absent.includes(response.status)) return null as T;
    if (response.status === 401) throw new DiscordUnauthorizedError(`Discord refused ${path}`);
    if (!response.ok) throw new Error(`Discord answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  }
}

export function toTokens(
  accessToken: string,
  refreshToken: string | null | undefined,
  expiresInSeconds: number | string | undefined,
  now: number,
): DiscordTokens {
  const seconds = Number(expiresInSeconds);
  return {
    accessToken,
    refreshToken: refreshToken || null,
    expiresAt: now + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000,
  };
}
