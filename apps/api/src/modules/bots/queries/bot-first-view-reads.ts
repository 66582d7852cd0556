import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type {
  FirstViewAnswer,
  FirstViewReads,
} from '@api/infrastructure/http/spa/first-view-reads';
import { parseBotListParams } from './bot-list-params';
import { GetBotQuery } from './get-bot/get-bot.query';
import { GetBotsQuery } from './get-bots/get-bots.query';
import { GetCategoriesQuery } from './get-categories/get-categories.query';
import { GetFeaturedBotsQuery } from './get-featured-bots/get-featured-bots.query';
import { GetStatsQuery } from './get-stats/get-stats.query';
import { GetTrendingBotsQuery } from './get-trending-bots/get-trending-bots.query';
import { limitOf, parseTrendingParams } from './public-read-params';

const BOT_PATH = /^\/api\/bots\/(\d{1,20})$/;

/**
 * The public reads of the first view, answered by the same queries and parameter parsing as
 * BotQueriesController, as an anonymous visitor sees them.
 */
@Injectable()
export class BotFirstViewReads implements FirstViewReads {
  constructor(private readonly queryBus: QueryBus) {}

  async read(pathname: string, query: Record<string, string>): Promise<FirstViewAnswer | null> {
    switch (pathname) {
      case '/api/bots': {
        const page = await this.queryBus.execute(
          new GetBotsQuery(parseBotListParams(query, Date.now())),
        );
        return { body: page.items, totalCount: page.total };
      }
      case '/api/bots/featured':
        return { body: await this.queryBus.execute(new GetFeaturedBotsQuery(limitOf(query))) };
      case '/api/bots/trending':
        return {
          body: await this.queryBus.execute(
            new GetTrendingBotsQuery(parseTrendingParams(query, new Date())),
          ),
        };
      case '/api/categories':
        return { body: await this.queryBus.execute(new GetCategoriesQuery()) };
      case '/api/stats':
        return { body: await this.queryBus.execute(new GetStatsQuery()) };
    }
    const bot = BOT_PATH.exec(pathname);
    if (!bot) return null;
    return { body: await this.queryBus.execute(new GetBotQuery(Number(bot[1]), null)) };
  }
}
