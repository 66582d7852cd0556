import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BotPublisher } from './application/bot-publisher';
import { DeleteBotController } from './commands/delete-bot/delete-bot.controller';
import { DeleteBotHandler } from './commands/delete-bot/delete-bot.handler';
import { EditBotController } from './commands/edit-bot/edit-bot.controller';
import { EditBotHandler } from './commands/edit-bot/edit-bot.handler';
import { FeatureBotController } from './commands/feature-bot/feature-bot.controller';
import { FeatureBotHandler } from './commands/feature-bot/feature-bot.handler';
import { RateBotController } from './commands/rate-bot/rate-bot.controller';
import { RateBotHandler } from './commands/rate-bot/rate-bot.handler';
import { RecordInviteClickController } from './commands/record-invite-click/record-invite-click.controller';
import { RecordInviteClickHandler } from './commands/record-invite-click/record-invite-click.handler';
import { BotQueriesController } from './queries/bot-queries.controller';
import { GetBotsHandler } from './queries/get-bots/get-bots.handler';
import { GetBotHandler } from './queries/get-bot/get-bot.handler';
import { GetFeaturedBotsHandler } from './queries/get-featured-bots/get-featured-bots.handler';
import { GetTrendingBotsHandler } from './queries/get-trending-bots/get-trending-bots.handler';
import { GetCategoriesHandler } from './queries/get-categories/get-categories.handler';
import { GetStatsHandler } from './queries/get-stats/get-stats.handler';
import { GetUserBotsHandler } from './queries/get-user-bots/get-user-bots.handler';

@Module({
  imports: [CqrsModule],
  controllers: [
    BotQueriesController,
    RecordInviteClickController,
    RateBotController,
    EditBotController,
    DeleteBotController,
    FeatureBotController,
  ],
  providers: [
    BotPublisher,
    DeleteBotHandler,
    EditBotHandler,
    FeatureBotHandler,
    RateBotHandler,
    RecordInviteClickHandler,
    GetBotsHandler,
    GetBotHandler,
    GetFeaturedBotsHandler,
    GetTrendingBotsHandler,
    GetCategoriesHandler,
    GetStatsHandler,
    GetUserBotsHandler,
  ],
  exports: [BotPublisher],
})
export class BotsModule {}
