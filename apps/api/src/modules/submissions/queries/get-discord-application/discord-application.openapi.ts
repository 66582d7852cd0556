import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { submissionErrors } from '../../domain/submission.errors';
import { DiscordApplicationController } from './discord-application.controller';

export const discordApplicationDocs = describeRoutes(DiscordApplicationController, {
  suggest: {
    section: 'Developer',
    summary: "Discord's details of an application, as suggestions for the submit form",
    description:
      "Asks Discord's `GET /applications/{id}/rpc` (3 s timeout, answers cached for a minute). The same checks refuse a submission or resubmission (docs/rules.md), except that an unreachable Discord only marks it not verified.",
    answer: {
      status: 200,
      description:
        "`{ kind: 'found', name, avatarUrl, description }` (`avatarUrl` on Discord's CDN, null without an icon; name and description cut to the form's limits), or `{ kind: 'missing' | 'no-bot' | 'not-public' | 'unreachable', message }`.",
      schema: { type: 'object' },
    },
    errors: [submissionErrors.invalidApplicationId()],
  },
});
