import { rateBotSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { reviewErrors } from '../../domain/review.errors';
import { RateBotController } from './rate-bot.controller';

export const rateBotDocs = describeRoutes(RateBotController, {
  rate: {
    section: 'Developer',
    summary: 'Rate a public bot (stars only)',
    description:
      'Kept from before written reviews: sets the stars of your review of the bot, posting one without text when you have none (its text is kept otherwise). Spends the writes budget only: stars carry no text.',
    body: { schema: rateBotSchema },
    answer: { status: 200, description: '`{ botId, stars }`.' },
    errors: [
      httpErrors.invalidBotId(),
      reviewErrors.invalidStars(),
      reviewErrors.ownBot(),
      reviewErrors.botNotPublic(),
      reviewErrors.hidden(),
    ],
  },
});
