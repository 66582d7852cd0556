import { featureBotSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { FeatureBotController } from './feature-bot.controller';

export const featureBotDocs = describeRoutes(FeatureBotController, {
  feature: {
    section: 'Staff',
    summary: 'Feature or unfeature a bot',
    body: { schema: featureBotSchema },
    answer: { status: 200, description: '`{ botId, featured }`.' },
    errors: [httpErrors.invalidBotId(), botErrors.notFound()],
  },
});
