import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { LIMITS, parseTagParam, type BotView } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { optionalInt, type QueryString } from '@api/infrastructure/http/query-params';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';

/** A tag page lists at most this many bots (one page, no paging). */
export const TAG_BOTS_MAX = 100;
const TAG_QUERY = { limit: TAG_BOTS_MAX } as const;

export interface TagBotsView {
  tag: string;
  bots: BotView[];
}

@Controller('api/tags')
export class TagBotsController {
  constructor(@Inject(BOT_READS) private readonly reads: BotReads) {}

  /** The live bots carrying a tag, newest first; an unused tag answers an empty list. */
  @PublicRead({ readModels: ['bots', 'ratings'], query: TAG_QUERY })
  @Get(':tag')
  async tagBots(@Param('tag') raw: string, @Query() query: QueryString): Promise<TagBotsView> {
    const tag = parseTagParam(raw);
    if (tag === null) {
      const message = `A tag is lower-case text of 1 to ${LIMITS.tagMax} characters.`;
      throw httpErrors.invalidQuery('tag', message);
    }
    const limit = optionalInt(query, 'limit', 1, TAG_BOTS_MAX) ?? TAG_BOTS_MAX;
    return { tag, bots: await this.reads.taggedBots(tag, limit) };
  }
}
