import { rateBotSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { ratingErrors } from '../../domain/bot-rating.errors';
import { RateBotController } from './rate-bot.controller';

export const rateBotDocs = describeRoutes(RateBotController, {
  rate: {
    section: 'Developer',
    summary: 'Rate a public bot',
    body: { schema: rateBotSchema },
    answer: { status: 200, description: '`{ botId, stars }`.' },
    errors: [
      httpErrors.invalidBotId(),
      ratingErrors.invalidStars(),
      ratingErrors.ownBot(),
      ratingErrors.botNotPublic(),
    ],
  },
});
