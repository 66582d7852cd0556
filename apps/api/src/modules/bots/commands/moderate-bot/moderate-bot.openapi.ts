import { moderateBotSchema, unknownReasonError, unlistBotSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { ModerateBotController } from './moderate-bot.controller';

export const moderateBotDocs = describeRoutes(ModerateBotController, {
  unlist: {
    section: 'Staff',
    summary:
      'Take a live bot off every public list, with canned reasons (`reasonIds`, up to 5), a reason text (3-500 characters), or both',
    body: { schema: unlistBotSchema },
    answer: { status: 200, description: '`{ botId, status: "unlisted" }`.' },
    errors: [
      httpErrors.invalidBotId(),
      unknownReasonError('id', 'unlist'),
      botErrors.notFound(),
      botErrors.notLive(),
    ],
  },
  relist: {
    section: 'Staff',
    summary: 'List an unlisted bot again, with a reason (required, 3-500 characters)',
    body: { schema: moderateBotSchema },
    answer: { status: 200, description: '`{ botId, status: "live" }`.' },
    errors: [httpErrors.invalidBotId(), botErrors.notFound(), botErrors.notUnlisted()],
  },
});
