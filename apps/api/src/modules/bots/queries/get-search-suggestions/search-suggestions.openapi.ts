import { LIMITS } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { SearchSuggestionsController, SUGGESTIONS_MAX } from './search-suggestions.controller';

export const searchSuggestionsDocs = describeRoutes(SearchSuggestionsController, {
  suggest: {
    section: 'Public reads',
    summary: 'Search suggestions as a visitor types (the navbar search)',
    description:
      "Live bots whose name starts with `q` (any case), by name, and words of live bots' names, tags and categories that start with `q` (a single word), most used first.",
    query: [
      queryParam('q', `The text typed so far, at most ${LIMITS.searchMax} characters.`),
      queryParam(
        'limit',
        `At most this many of each kind, 1-${SUGGESTIONS_MAX} (default ${SUGGESTIONS_MAX}).`,
        {
          type: 'integer',
        },
      ),
    ],
    answer: {
      status: 200,
      description: '`{ bots: { id, name }[], terms: string[] }`; both empty for an empty `q`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidQuery('q')],
  },
});
