import { LIMITS } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { TAG_BOTS_MAX, TagBotsController } from './tag-bots.controller';

export const tagBotsDocs = describeRoutes(TagBotsController, {
  tagBots: {
    section: 'Public reads',
    summary: 'The live bots with a tag (the tag page)',
    description: `Live bots carrying \`tag\`, newest first. Tags are stored lower-case: \`tag\` is lower-case text of 1-${LIMITS.tagMax} characters; a tag no live bot carries answers an empty list.`,
    query: [
      queryParam('limit', `At most this many bots, 1-${TAG_BOTS_MAX} (default ${TAG_BOTS_MAX}).`, {
        type: 'integer',
      }),
    ],
    answer: {
      status: 200,
      description: '`{ tag, bots: Bot[] }`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidQuery('tag'), httpErrors.invalidQuery('limit')],
  },
});
