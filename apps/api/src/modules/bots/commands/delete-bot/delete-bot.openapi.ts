import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botOwnershipErrors } from '../../domain/bot-ownership.errors';
import { botErrors } from '../../domain/bot.errors';
import { DeleteBotController } from './delete-bot.controller';

export const deleteBotDocs = describeRoutes(DeleteBotController, {
  delete: {
    section: 'Developer',
    summary: 'Delete a bot (main owner or staff)',
    answer: { status: 200, description: '`{ botId, status: "deleted" }`.' },
    errors: [
      httpErrors.invalidBotId(),
      botErrors.notOwner(),
      botOwnershipErrors.mainOwnerOnly(),
      botErrors.notFound(),
    ],
  },
});
