import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { SecurityModule } from '@api/infrastructure/security/security.module';
import { AuthController } from './auth.controller';
import { DiscordApiClient } from './discord/discord-api.client';
import { DiscordAuthGuard } from './discord/discord-auth.guard';
import { DiscordRolesRefresher } from './discord/discord-roles.refresher';
import { DiscordStrategy } from './discord/discord.strategy';

@Module({
  imports: [SecurityModule],
  controllers: [AuthController],
  providers: [
    DiscordApiClient,
    DiscordRolesRefresher,
    DiscordAuthGuard,
    {
      // Registered with passport only when Discord is configured (development login otherwise).
      provide: DiscordStrategy,
      useFactory: (config: AppConfig, discordApi: DiscordApiClient) =>
        config.discord.clientId ? new DiscordStrategy(config, discordApi) : null,
      inject: [APP_CONFIG, DiscordApiClient],
    },
  ],
  exports: [DiscordRolesRefresher],
})
export class AuthModule {}
