import { nameTaken, publicSubmissionSchema } from '@botdir/contracts';
import { botDataBody } from '@api/infrastructure/api-docs/bot-data-body';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { submissionErrors } from '../../domain/submission.errors';
import { SubmitBotController } from './submit-bot.controller';

const SUBMITTED = {
  status: 201,
  description: '`{ submissionId, botId, status: "pending" }`.',
  schema: {
    type: 'object',
    properties: {
      submissionId: { type: 'string' },
      botId: { type: 'integer' },
      status: { type: 'string' },
    },
  },
};
const SUBMIT_ERRORS = [
  submissionErrors.ownerMismatch(),
  nameTaken('Name', 'Name'),
  // With DISCORD_VERIFY_APPLICATIONS (docs/rules.md).
  submissionErrors.applicationNotFound(),
  submissionErrors.applicationHasNoBot(),
  submissionErrors.applicationNotPublic(),
];

export const submitBotDocs = describeRoutes(SubmitBotController, {
  submit: {
    section: 'Developer',
    summary: 'Submit a bot for review',
    body: botDataBody(true),
    answer: SUBMITTED,
    errors: SUBMIT_ERRORS,
  },
  submitPublicForm: {
    section: 'Developer',
    summary: 'Submit a bot for review (botData as a JSON string)',
    body: {
      schema: publicSubmissionSchema,
      fields: {
        botData: 'The bot as a JSON string (name, descriptions, avatar, inviteUrl, categories...).',
        submitterName: 'Your name or username.',
        contactInfo: 'Optional: how staff can reach you.',
      },
    },
    answer: SUBMITTED,
    errors: SUBMIT_ERRORS,
    webPage: { summary: 'Submit a bot for review (requires a Discord login session cookie).' },
  },
});
