import { Controller, Get, Inject, Param } from '@nestjs/common';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';
import { developerErrors } from '../../domain/developer.errors';
import { readPublicDeveloperPage, type DeveloperPageView } from './developer-page';

/** A Discord user id (snowflake) as an address spells it: 17 to 20 digits. */
const SNOWFLAKE = /^[1-9]\d{16,19}$/;

@Controller('api/users')
export class DeveloperPageController {
  constructor(@Inject(BOT_READS) private readonly reads: BotReads) {}

  /** A developer's live bots with their totals; 404 when they have none or hid their page. */
  @PublicRead({ readModels: ['bots', 'ratings', 'developer-pages'], query: {} })
  @Get(':discordId')
  async developer(@Param('discordId') discordId: string): Promise<DeveloperPageView> {
    if (!SNOWFLAKE.test(discordId)) {
      throw httpErrors.invalidQuery('discordId', 'A Discord user id is 17 to 20 digits.');
    }
    const page = await readPublicDeveloperPage(this.reads, discordId);
    if (!page) throw developerErrors.notFound();
    return page;
  }
}
