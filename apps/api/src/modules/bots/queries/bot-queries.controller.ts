import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { LIMITS, type BotRef, type CommandActor } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { LoggedInGuard, OptionalActorGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import type { QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotRefPipe } from '@api/infrastructure/http/route-ids';
import { BOT_LIST_QUERY, parseBotListParams } from './bot-list-params';
import { limitOf, parseTrendingParams } from './public-read-params';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { readBotByRef, readBotPage, readFeaturedBots, readTrendingBots } from './public-bot-reads';
import { readUserBots } from './get-user-bots/read-user-bots';
import { PublicRead, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** Bot views carry their rating; trending adds invite activity (or votes, from analytics). */
const BOT_READ_MODELS = ['bots', 'ratings'] as const;
const TRENDING_READ_MODELS = ['bots', 'ratings', 'invite-activity', 'analytics'] as const;
const TRENDING_QUERY = { window: 'week', by: 'invites', limit: LIMITS.listLimitDefault } as const;

@Controller('api')
export class BotQueriesController {
  constructor(
    @Inject(BOT_READS) private readonly reads: BotReads,
    private readonly executor: CommandExecutor,
  ) {}

  @PublicRead({ readModels: BOT_READ_MODELS, query: BOT_LIST_QUERY, ttl: 5 })
  @Get('bots')
  async list(@Query() query: QueryString, @Res({ passthrough: true }) res: Response) {
    const page = await readBotPage(this.reads, parseBotListParams(query, Date.now()));
    res.setHeader('X-Total-Count', String(page.total));
    if (page.totalApproximate) res.setHeader('X-Total-Approximate', 'true');
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    // Any letters (URI-encoded: a header is Latin-1); the search the answer was read for.
    if (page.didYouMean) res.setHeader('X-Did-You-Mean', encodeURIComponent(page.didYouMean));
    return page.items;
  }

  @PublicRead({ readModels: BOT_READ_MODELS, query: { limit: LIMITS.listLimitDefault } })
  @Get('bots/featured')
  featured(@Query() query: QueryString) {
    return readFeaturedBots(this.reads, limitOf(query));
  }

  @PublicRead({ readModels: TRENDING_READ_MODELS, query: TRENDING_QUERY, ttl: 5 })
  @Get('bots/trending')
  trending(@Query() query: QueryString) {
    return readTrendingBots(this.reads, parseTrendingParams(query, new Date()));
  }

  @PublicRead({ readModels: BOT_READ_MODELS, perBot: 'id' })
  @Get('bots/:id')
  @UseGuards(OptionalActorGuard)
  one(@Param('id', ParseBotRefPipe) ref: BotRef, @CurrentActor() viewer: CommandActor | null) {
    return readBotByRef(this.reads, ref, viewer);
  }

  @PublicRead({ readModels: ['bots'] })
  @Get('categories')
  categories() {
    return this.reads.categories();
  }

  @PublicRead({ readModels: ['bots'] })
  @Get('stats')
  stats() {
    return this.reads.stats();
  }

  @RateLimit('reads')
  @Get('user/bots')
  @UseGuards(LoggedInGuard)
  userBots(@CurrentActor() actor: CommandActor) {
    return readUserBots(this.reads, this.executor, actor.id);
  }
}
