import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { developerErrors } from '../../domain/developer.errors';
import { DeveloperPageController } from './developer-page.controller';

export const developerPageDocs = describeRoutes(DeveloperPageController, {
  developer: {
    section: 'Public reads',
    summary: "A developer's page: their live bots and totals",
    description:
      "The live bots of the Discord user `discordId` (17-20 digits), newest first, with their totals: servers and votes summed, and the average of every rating of them (tenths of a star). The user's name is the owner name of their newest live bot. A user with no live bot has no page.",
    answer: {
      status: 200,
      description:
        '`{ user: { id, username }, bots: Bot[], totals: { servers, votes, rating, ratingCount } }`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidQuery('discordId'), developerErrors.notFound()],
  },
});
