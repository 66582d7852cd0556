import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { BotHistoryEntry } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { actingRoleTitle } from '@api/infrastructure/auth/staff-roles';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';
import { botErrors } from '@api/modules/bots/domain/bot.errors';

@Controller('api/bots')
export class BotHistoryController {
  constructor(
    @Inject(BOT_READS) private readonly reads: BotReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The bot's public life from its events, oldest first: no reviewer, staff note or private field.
   * Staff who changed its token or webhook are named by role, never as a person.
   */
  @PublicRead({ readModels: ['bot-history'] })
  @Get(':id/history')
  async history(@Param('id', ParseBotIdPipe) botId: number): Promise<BotHistoryEntry[]> {
    const history = await this.reads.botHistory(botId);
    if (!history) throw botErrors.notListed();
    return history.map(({ byStaffRoleIds, ...entry }) =>
      byStaffRoleIds ? { ...entry, by: actingRoleTitle(byStaffRoleIds, this.config) } : entry,
    );
  }
}
