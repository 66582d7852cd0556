import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withCategoryNames, type BotPageView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { botErrors } from '@api/modules/bots/domain/bot.errors';
import { GetBotQuery } from './get-bot.query';

/** Public bots for everyone; a pending or rejected one only for its owner and staff. */
@QueryHandler(GetBotQuery)
export class GetBotHandler implements IQueryHandler<GetBotQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ botId, viewer }: GetBotQuery) {
    const bot = await this.readStore.getBot(botId);
    const mayView =
      bot !== null &&
      bot.status !== 'deleted' &&
      (bot.status === 'live' || viewer?.isStaff === true || viewer?.id === bot.ownerId);
    if (!bot || !mayView || bot.status === 'deleted') throw botErrors.notListed();
    const { ownerId: _ownerId, ...view } = bot;
    const page: BotPageView = { ...view, status: bot.status };
    return withCategoryNames(page);
  }
}
