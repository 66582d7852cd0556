import { changeBotSlugSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { ChangeBotSlugController } from './change-bot-slug.controller';

export const changeBotSlugDocs = describeRoutes(ChangeBotSlugController, {
  changeSlug: {
    section: 'Developer',
    summary: "Change a bot's address (owner or staff)",
    description:
      'The bot page moves to `/bot/{slug}`; every slug it held before keeps answering a 301 to it. ' +
      'Lower-case letters, digits and inner hyphens, at most 32, not all digits, not a reserved word.',
    body: { schema: changeBotSlugSchema },
    answer: { status: 200, description: '`{ botId, slug }`.' },
    errors: [
      httpErrors.invalidBotId(),
      botErrors.notOwner(),
      botErrors.notFound(),
      botErrors.slugTaken('slug'),
    ],
  },
});
