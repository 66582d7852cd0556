import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  botStream,
  withCategoryNames,
  type DashboardBotView,
  type WithCategoryNames,
} from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';
import { GetUserBotsQuery } from './get-user-bots.query';

/**
 * The owner's bots, each live one joined with whether it has an API token: the dashboard needs
 * no request per bot. The token lives only on the bot's stream (a read model may lag a rotation).
 */
@QueryHandler(GetUserBotsQuery)
export class GetUserBotsHandler implements IQueryHandler<GetUserBotsQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ userId }: GetUserBotsQuery) {
    const bots = await this.readStore.userBots(userId);
    return Promise.all(
      bots.map(async (bot): Promise<WithCategoryNames<DashboardBotView>> => {
        if (bot.status !== 'live') return withCategoryNames({ ...bot, tokenIssuedAt: null });
        const state = await this.executor.load(botDecider, botStream(bot.id));
        const issuedAt = state.status === 'live' ? (state.token?.issuedAt ?? null) : null;
        return withCategoryNames({ ...bot, tokenIssuedAt: issuedAt });
      }),
    );
  }
}
