import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-discord';
import type { Request } from 'express';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import type { DiscordTokens, SessionUser } from '@api/infrastructure/session/session-store.port';
import { DiscordApiClient, toTokens, type DiscordUser } from './discord-api.client';
import { SignedCookieStateStore } from './oauth-state.store';

export const DISCORD_SCOPES = ['identify', 'guilds.members.read'];

/** What a completed Discord login hands to the callback route. */
export interface DiscordLogin {
  user: SessionUser;
  tokens: DiscordTokens;
}

export function toSessionUser(profile: DiscordUser, roles: string[]): SessionUser {
  return {
    id: profile.id,
    username: profile.username,
    discriminator: profile.discriminator ?? '0',
    avatar: profile.avatar ?? null,
    roles,
  };
}

/**
 * passport-discord with every URL taken from configuration: its fixed profile URL is replaced
 * by the configured API base, and the guild roles are read as part of the login.
 */
export class DiscordStrategy extends PassportStrategy(Strategy, 'discord', true) {
  constructor(
    config: AppConfig,
    private readonly discordApi: DiscordApiClient,
  ) {
    super({
      clientID: config.discord.clientId ?? '',
      clientSecret: config.discord.clientSecret ?? '',
      callbackURL: config.discord.callbackUrl ?? '',
      scope: DISCORD_SCOPES,
      authorizationURL: config.discord.authorizeUrl,
      tokenURL: discordApi.tokenUrl,
      passReqToCallback: true,
      store: new SignedCookieStateStore(config.sessionSecret, config.isProduction),
    });
  }

  override userProfile(
    accessToken: string,
    done: (error: Error | null, profile?: unknown) => void,
  ): void {
    this.discordApi.getCurrentUser(accessToken).then(
      (profile) => done(null, profile),
      (error: Error) => done(error),
    );
  }

  async validate(
    _req: Request,
    accessToken: string,
    refreshToken: string | undefined,
    params: { expires_in?: number },
    profile: DiscordUser,
  ): Promise<DiscordLogin> {
    const roles = await this.discordApi.getMemberRoles(accessToken);
    return {
      user: toSessionUser(profile, roles),
      tokens: toTokens(accessToken, refreshToken, params.expires_in, Date.now()),
    };
  }
}
