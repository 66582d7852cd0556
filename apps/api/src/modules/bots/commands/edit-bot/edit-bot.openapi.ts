import { botDataBody } from '@api/infrastructure/api-docs/bot-data-body';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { nameTaken } from '@botdir/contracts';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { EditBotController } from './edit-bot.controller';

export const editBotDocs = describeRoutes(EditBotController, {
  edit: {
    section: 'Developer',
    summary: 'Edit a bot (owner or staff)',
    description: 'The same rules as a submission apply.',
    body: botDataBody(true),
    answer: { status: 200, description: '`{ botId }`.' },
    errors: [
      httpErrors.invalidBotId(),
      botErrors.notOwner(),
      botErrors.notFound(),
      nameTaken('Name', 'Name'),
    ],
  },
});
