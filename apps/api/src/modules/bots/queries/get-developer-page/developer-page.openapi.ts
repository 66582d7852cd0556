import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { developerErrors } from '../../domain/developer.errors';
import { DeveloperPageController } from './developer-page.controller';
import { MyDeveloperPageController } from './my-developer-page.controller';

export const developerPageDocs = describeRoutes(DeveloperPageController, {
  developer: {
    section: 'Public reads',
    summary: "A developer's page: their live bots and totals",
    description:
      "The live bots of the Discord user `discordId` (17-20 digits), newest first, with their totals: servers and votes summed, and the average of every rating of them (tenths of a star). The user's name is the owner name of their newest live bot. A user with no live bot, or who hid their page (`PUT /api/user/developer-page`), has no page: 404, the same answer for both.",
    answer: {
      status: 200,
      description:
        '`{ user: { id, username }, bots: Bot[], totals: { servers, votes, rating, ratingCount } }`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidQuery('discordId'), developerErrors.notFound()],
  },
});

export const myDeveloperPageDocs = describeRoutes(MyDeveloperPageController, {
  mine: {
    section: 'Developer',
    summary: "The caller's own developer page, even when hidden",
    description:
      'What `/users/{id}` shows for the caller (`page`: null until they have a live bot) and whether they hid it from everyone else.',
    answer: { status: 200, description: '`{ hidden, page: { user, bots, totals } | null }`.' },
    errors: [],
  },
});
