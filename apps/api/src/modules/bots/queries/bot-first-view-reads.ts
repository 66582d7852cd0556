import { Inject, Injectable } from '@nestjs/common';
import { parseBotRef, parseTagParam } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import type {
  FirstViewAnswer,
  FirstViewReads,
} from '@api/infrastructure/http/spa/first-view-reads';
import { parseBotListParams } from './bot-list-params';
import { TAG_BOTS_MAX } from './get-tag-bots/tag-bots.controller';
import { readPublicDeveloperPage } from './get-developer-page/developer-page';
import { readBotByRef, readBotPage, readFeaturedBots, readTrendingBots } from './public-bot-reads';
import { limitOf, parseTrendingParams } from './public-read-params';

const BOT_PATH = /^\/api\/bots\/([^/]+)$/;
const TAG_PATH = /^\/api\/tags\/([^/]+)$/;
const USER_PATH = /^\/api\/users\/([1-9]\d{16,19})$/;

/**
 * The public reads of the first view, answered by the same reads and parameter parsing as
 * BotQueriesController, as an anonymous visitor sees them.
 */
@Injectable()
export class BotFirstViewReads implements FirstViewReads {
  constructor(@Inject(BOT_READS) private readonly reads: BotReads) {}

  async read(pathname: string, query: Record<string, string>): Promise<FirstViewAnswer | null> {
    switch (pathname) {
      case '/api/bots': {
        const page = await readBotPage(this.reads, parseBotListParams(query, Date.now()));
        return { body: page.items, totalCount: page.total };
      }
      case '/api/bots/featured':
        return { body: await readFeaturedBots(this.reads, limitOf(query)) };
      case '/api/bots/trending':
        return {
          body: await readTrendingBots(this.reads, parseTrendingParams(query, new Date())),
        };
      case '/api/categories':
        return { body: await this.reads.categories() };
      case '/api/stats':
        return { body: await this.reads.stats() };
    }
    const tagSegment = TAG_PATH.exec(pathname)?.[1];
    const tag = tagSegment === undefined ? null : parseTagParam(decodeURIComponent(tagSegment));
    if (tag !== null) {
      return { body: { tag, bots: await this.reads.taggedBots(tag, TAG_BOTS_MAX) } };
    }
    const userId = USER_PATH.exec(pathname)?.[1];
    if (userId !== undefined) {
      const page = await readPublicDeveloperPage(this.reads, userId);
      return page && { body: page };
    }
    const segment = BOT_PATH.exec(pathname)?.[1];
    const ref = segment === undefined ? null : parseBotRef(segment);
    if (!ref) return null;
    return { body: await readBotByRef(this.reads, ref, null) };
  }
}
