import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { BotHistoryController } from './bot-history.controller';

export const botHistoryDocs = describeRoutes(BotHistoryController, {
  history: {
    section: 'Public reads',
    summary: "A bot's public history with field-level diffs",
    description:
      'Approved, changed (field-level diffs), featured, unlisted...; no reviewer identity or private field.',
    answer: {
      status: 200,
      description: '`BotHistoryEntry[]` oldest first: `{ at, kind, changes, reason? }`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [httpErrors.invalidBotId(), botErrors.notListed()],
  },
});
