import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { botErrors } from '../../domain/bot.errors';
import { GetBotAnalyticsQuery } from './get-bot-analytics.query';

/** The owner's (or staff's) daily numbers for one live or pending bot. */
@QueryHandler(GetBotAnalyticsQuery)
export class GetBotAnalyticsHandler implements IQueryHandler<GetBotAnalyticsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ actor, botId, days }: GetBotAnalyticsQuery) {
    const bot = await this.readStore.getBot(botId);
    if (!bot || bot.status === 'deleted') throw botErrors.notFound();
    if (bot.ownerId !== actor.id && !actor.isStaff) throw botErrors.notOwner();
    const today = new Date().toISOString().slice(0, 10);
    const series = await this.readStore.botAnalytics({ botId, today, days });
    return { botId, days, series };
  }
}
