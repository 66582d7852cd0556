import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { LIMITS, type CommandActor } from '@botdir/contracts';
import { LoggedInGuard, OptionalActorGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import type { QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { BOT_LIST_QUERY, parseBotListParams } from './bot-list-params';
import { limitOf, parseTrendingParams } from './public-read-params';
import { GetBotsQuery } from './get-bots/get-bots.query';
import { GetBotQuery } from './get-bot/get-bot.query';
import { GetFeaturedBotsQuery } from './get-featured-bots/get-featured-bots.query';
import { GetTrendingBotsQuery } from './get-trending-bots/get-trending-bots.query';
import { GetCategoriesQuery } from './get-categories/get-categories.query';
import { GetStatsQuery } from './get-stats/get-stats.query';
import { GetUserBotsQuery } from './get-user-bots/get-user-bots.query';
import { PublicRead, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** Bot views carry their rating; trending adds invite activity (or votes, from analytics). */
const BOT_READ_MODELS = ['bots', 'ratings'] as const;
const TRENDING_READ_MODELS = ['bots', 'ratings', 'invite-activity', 'analytics'] as const;
const TRENDING_QUERY = { window: 'week', by: 'invites', limit: LIMITS.listLimitDefault } as const;

@Controller('api')
export class BotQueriesController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicRead({ readModels: BOT_READ_MODELS, query: BOT_LIST_QUERY, ttl: 5 })
  @Get('bots')
  async list(@Query() query: QueryString, @Res({ passthrough: true }) res: Response) {
    const page = await this.queryBus.execute(
      new GetBotsQuery(parseBotListParams(query, Date.now())),
    );
    res.setHeader('X-Total-Count', String(page.total));
    if (page.totalApproximate) res.setHeader('X-Total-Approximate', 'true');
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
  }

  @PublicRead({ readModels: BOT_READ_MODELS, query: { limit: LIMITS.listLimitDefault } })
  @Get('bots/featured')
  featured(@Query() query: QueryString) {
    return this.queryBus.execute(new GetFeaturedBotsQuery(limitOf(query)));
  }

  @PublicRead({ readModels: TRENDING_READ_MODELS, query: TRENDING_QUERY, ttl: 5 })
  @Get('bots/trending')
  trending(@Query() query: QueryString) {
    return this.queryBus.execute(new GetTrendingBotsQuery(parseTrendingParams(query, new Date())));
  }

  @PublicRead({ readModels: BOT_READ_MODELS })
  @Get('bots/:id')
  @UseGuards(OptionalActorGuard)
  one(@Param('id', ParseBotIdPipe) botId: number, @CurrentActor() viewer: CommandActor | null) {
    return this.queryBus.execute(new GetBotQuery(botId, viewer));
  }

  @PublicRead({ readModels: ['bots'] })
  @Get('categories')
  categories() {
    return this.queryBus.execute(new GetCategoriesQuery());
  }

  @PublicRead({ readModels: ['bots'] })
  @Get('stats')
  stats() {
    return this.queryBus.execute(new GetStatsQuery());
  }

  @RateLimit('reads')
  @Get('user/bots')
  @UseGuards(LoggedInGuard)
  userBots(@CurrentActor() actor: CommandActor) {
    return this.queryBus.execute(new GetUserBotsQuery(actor.id));
  }
}
