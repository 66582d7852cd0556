import { Controller, Get, Inject, Query } from '@nestjs/common';
import { LIMITS } from '@botdir/contracts';
import { BOT_READS, type BotReads, type SearchSuggestions } from '@botdir/read-store';
import { optionalInt, optionalText, type QueryString } from '@api/infrastructure/http/query-params';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';

/** At most this many bots and this many words (the navbar's listbox). */
export const SUGGESTIONS_MAX = 8;
/** Every parameter the route reads, with its default (the public cache's key). */
const SUGGEST_QUERY = { q: null, limit: SUGGESTIONS_MAX } as const;

@Controller('api/search')
export class SearchSuggestionsController {
  constructor(@Inject(BOT_READS) private readonly reads: BotReads) {}

  /** Live bots by the start of their name and vocabulary words by their start, as one types. */
  @PublicRead({ readModels: ['bots'], query: SUGGEST_QUERY, ttl: 30 })
  @Get('suggest')
  async suggest(@Query() query: QueryString): Promise<SearchSuggestions> {
    const text = optionalText(query, 'q', LIMITS.searchMax);
    const limit = optionalInt(query, 'limit', 1, SUGGESTIONS_MAX) ?? SUGGESTIONS_MAX;
    if (!text) return { bots: [], terms: [] };
    return this.reads.searchSuggestions(text, limit);
  }
}
