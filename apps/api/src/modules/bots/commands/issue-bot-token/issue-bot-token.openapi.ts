import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { IssueBotTokenController } from './issue-bot-token.controller';

export const issueBotTokenDocs = describeRoutes(IssueBotTokenController, {
  issue: {
    section: 'Developer',
    summary: 'Issue or rotate the bot API token (owner or an Administrator, approved bot)',
    description:
      'The token is shown once; only its sha256 is stored (`BotTokenIssued`), and a new token invalidates the old one at once. No Idempotency-Key: a repeat mints a new token. Issued by someone other than the owner, the owner is notified.',
    answer: { status: 201, description: '`{ token }`.' },
    errors: [httpErrors.invalidBotId(), botErrors.tokenOwnerOnly(), botErrors.notFound()],
  },
});
