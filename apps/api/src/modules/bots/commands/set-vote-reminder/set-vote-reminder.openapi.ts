import { voteReminderSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { SetVoteReminderController } from './set-vote-reminder.controller';

export const setVoteReminderDocs = describeRoutes(SetVoteReminderController, {
  set: {
    section: 'Developer',
    summary: 'Be reminded when the caller may vote for the bot again',
    description:
      "While set, a `vote-reminder` notification (the bell, and the caller's Discord webhook when they set one) is raised once per vote, 12 hours after the caller's latest vote; set before a first vote, it fires after the next one. `GET /api/bots/{id}/votes/me` answers the setting. Setting what is already set records nothing.",
    body: {
      schema: voteReminderSchema,
      fields: { enabled: '`true` turns the reminder on, `false` off.' },
    },
    answer: { status: 200, description: '`{ botId, enabled }`.' },
    errors: [httpErrors.invalidBotId(), botErrors.notFound()],
  },
});
