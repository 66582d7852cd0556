import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botOwnershipErrors } from '../../domain/bot-ownership.errors';
import { botErrors } from '../../domain/bot.errors';
import { ChangeCoOwnerController } from './change-co-owner.controller';

const mainOwnerErrors = [
  httpErrors.invalidBotId(),
  botErrors.notOwner(),
  botOwnershipErrors.mainOwnerOnly(),
  botErrors.notFound(),
];

export const changeCoOwnerDocs = describeRoutes(ChangeCoOwnerController, {
  add: {
    section: 'Developer',
    summary: 'Add a co-owner (main owner only)',
    description:
      '`userId` is a Discord user id. A co-owner may edit the bot, resubmit it, issue its token, ' +
      'set its webhook and read its analytics; not delete it, transfer it or change co-owners. ' +
      'At most 5 co-owners.',
    answer: { status: 200, description: '`{ botId, userId, coOwner: true }`.' },
    errors: [
      ...mainOwnerErrors,
      botOwnershipErrors.invalidUserId(),
      botOwnershipErrors.tooManyCoOwners(),
      botOwnershipErrors.ownerNotCoOwner(),
      botOwnershipErrors.alreadyCoOwner(),
    ],
  },
  remove: {
    section: 'Developer',
    summary: 'Remove a co-owner (main owner only)',
    description: 'Their access ends at once, whatever session they hold.',
    answer: { status: 200, description: '`{ botId, userId, coOwner: false }`.' },
    errors: [...mainOwnerErrors, botOwnershipErrors.notCoOwner()],
  },
});
