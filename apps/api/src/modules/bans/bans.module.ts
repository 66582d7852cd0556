import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BanCommands } from './application/ban-commands';
import { BanLookup } from './application/ban-lookup';
import { BannedUsersGuard } from './application/banned-users.guard';
import { AdminBansController } from './http/admin-bans.controller';
import { OwnBanController } from './http/own-ban.controller';

/** Administrator bans (issue 27, item 4): the commands, the routes and the global write guard. */
@Module({
  controllers: [AdminBansController, OwnBanController],
  providers: [BanCommands, BanLookup, { provide: APP_GUARD, useClass: BannedUsersGuard }],
})
export class BansModule {}
