import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { CommandActor } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { developerPage, type DeveloperPageView } from './developer-page';

@Controller('api/user/developer-page')
@UseGuards(LoggedInGuard)
export class MyDeveloperPageController {
  constructor(@Inject(BOT_READS) private readonly reads: BotReads) {}

  /** The caller's own page, hidden or not (null: no live bot yet), and whether it is hidden. */
  @RateLimit('reads')
  @Get()
  async mine(
    @CurrentActor() actor: CommandActor,
  ): Promise<{ hidden: boolean; page: DeveloperPageView | null }> {
    const [bots, hidden] = await Promise.all([
      this.reads.developerBots(actor.id),
      this.reads.developerPageHidden(actor.id),
    ]);
    return { hidden, page: developerPage(actor.id, bots) };
  }
}
