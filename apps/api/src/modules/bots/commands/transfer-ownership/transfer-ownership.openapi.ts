import { transferOwnershipSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botOwnershipErrors } from '../../domain/bot-ownership.errors';
import { botErrors } from '../../domain/bot.errors';
import { TransferOwnershipController } from './transfer-ownership.controller';

const answer = (status: string) => ({
  status: 200,
  description: `\`{ botId, status: "${status}" }\`.`,
});

export const transferOwnershipDocs = describeRoutes(TransferOwnershipController, {
  offer: {
    section: 'Developer',
    summary: 'Offer a bot to another user (main owner only)',
    description:
      'Replaces any pending offer. The bot moves only when that user accepts; the former owner ' +
      'then stays as a co-owner (or leaves when the five seats are taken).',
    body: { schema: transferOwnershipSchema },
    answer: answer('offered'),
    errors: [
      httpErrors.invalidBotId(),
      botErrors.notOwner(),
      botOwnershipErrors.mainOwnerOnly(),
      botErrors.notFound(),
      botOwnershipErrors.transferToOwner(),
    ],
  },
  accept: {
    section: 'Developer',
    summary: 'Accept the ownership of a bot offered to you',
    answer: answer('accepted'),
    errors: [
      httpErrors.invalidBotId(),
      botOwnershipErrors.transferNotYours(),
      botErrors.notFound(),
      botOwnershipErrors.noTransfer(),
    ],
  },
  cancel: {
    section: 'Developer',
    summary: 'Withdraw (main owner) or decline (user offered) a pending transfer',
    answer: answer('cancelled'),
    errors: [
      httpErrors.invalidBotId(),
      botErrors.notOwner(),
      botOwnershipErrors.mainOwnerOnly(),
      botErrors.notFound(),
      botOwnershipErrors.noTransfer(),
    ],
  },
});
