import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BotNameGuard } from './application/bot-name-guard';
import { BotTokenVerifier } from './application/bot-token';
import { VoteReminderJob } from './application/vote-reminder-job';
import { CastVoteController } from './commands/cast-vote/cast-vote.controller';
import { CastVoteHandler } from './commands/cast-vote/cast-vote.handler';
import { SetVoteReminderController } from './commands/set-vote-reminder/set-vote-reminder.controller';
import { SetVoteReminderHandler } from './commands/set-vote-reminder/set-vote-reminder.handler';
import { IssueBotTokenController } from './commands/issue-bot-token/issue-bot-token.controller';
import { IssueBotTokenHandler } from './commands/issue-bot-token/issue-bot-token.handler';
import { RecordPageViewController } from './commands/record-page-view/record-page-view.controller';
import { RecordPageViewHandler } from './commands/record-page-view/record-page-view.handler';
import { ReportBotStatsController } from './commands/report-bot-stats/report-bot-stats.controller';
import { ReportBotStatsHandler } from './commands/report-bot-stats/report-bot-stats.handler';
import { PlatformQueriesController } from './queries/platform-queries.controller';
import { DeleteBotController } from './commands/delete-bot/delete-bot.controller';
import { DeleteBotHandler } from './commands/delete-bot/delete-bot.handler';
import { ChangeCoOwnerController } from './commands/change-co-owners/change-co-owner.controller';
import { ChangeCoOwnerHandler } from './commands/change-co-owners/change-co-owner.handler';
import { TransferOwnershipController } from './commands/transfer-ownership/transfer-ownership.controller';
import { TransferOwnershipHandler } from './commands/transfer-ownership/transfer-ownership.handler';
import { ChangeBotSlugController } from './commands/change-bot-slug/change-bot-slug.controller';
import { ChangeBotSlugHandler } from './commands/change-bot-slug/change-bot-slug.handler';
import { EditBotController } from './commands/edit-bot/edit-bot.controller';
import { EditBotHandler } from './commands/edit-bot/edit-bot.handler';
import { FeatureBotController } from './commands/feature-bot/feature-bot.controller';
import { FeatureBotHandler } from './commands/feature-bot/feature-bot.handler';
import { RecordInviteClickController } from './commands/record-invite-click/record-invite-click.controller';
import { RecordInviteClickHandler } from './commands/record-invite-click/record-invite-click.handler';
import { ModerateBotController } from './commands/moderate-bot/moderate-bot.controller';
import { ModerateBotHandler } from './commands/moderate-bot/moderate-bot.handler';
import { PublishApprovedBotReaction } from './reactions/publish-approved-bot.reaction';
import { ReportUnlistingReaction } from './reactions/report-unlisting.reaction';
import { BotHistoryController } from './queries/get-bot-history/bot-history.controller';
import { BotQueriesController } from './queries/bot-queries.controller';
import { SearchSuggestionsController } from './queries/get-search-suggestions/search-suggestions.controller';
import { TagBotsController } from './queries/get-tag-bots/tag-bots.controller';
import { DeveloperPageController } from './queries/get-developer-page/developer-page.controller';
import { DescriptionImageController } from './queries/get-description-image/description-image.controller';
import { MyDeveloperPageController } from './queries/get-developer-page/my-developer-page.controller';
import { SetDeveloperPageController } from './commands/set-developer-page/set-developer-page.controller';
import { SetDeveloperPageHandler } from './commands/set-developer-page/set-developer-page.handler';
import { BotFirstViewReads } from './queries/bot-first-view-reads';
import { FIRST_VIEW_READS } from '@api/infrastructure/http/spa/first-view-reads';

@Module({
  imports: [CqrsModule],
  controllers: [
    // Before BotQueriesController: `bots/check` must not be read as a bot id.
    PlatformQueriesController,
    BotQueriesController,
    BotHistoryController,
    SearchSuggestionsController,
    TagBotsController,
    DeveloperPageController,
    DescriptionImageController,
    MyDeveloperPageController,
    SetDeveloperPageController,
    RecordInviteClickController,
    EditBotController,
    ChangeBotSlugController,
    ChangeCoOwnerController,
    TransferOwnershipController,
    DeleteBotController,
    FeatureBotController,
    ModerateBotController,
    IssueBotTokenController,
    ReportBotStatsController,
    CastVoteController,
    SetVoteReminderController,
    RecordPageViewController,
  ],
  providers: [
    { provide: FIRST_VIEW_READS, useClass: BotFirstViewReads },
    BotNameGuard,
    PublishApprovedBotReaction,
    ReportUnlistingReaction,
    DeleteBotHandler,
    EditBotHandler,
    ChangeBotSlugHandler,
    ChangeCoOwnerHandler,
    TransferOwnershipHandler,
    FeatureBotHandler,
    ModerateBotHandler,
    RecordInviteClickHandler,
    BotTokenVerifier,
    IssueBotTokenHandler,
    ReportBotStatsHandler,
    CastVoteHandler,
    SetVoteReminderHandler,
    VoteReminderJob,
    RecordPageViewHandler,
    SetDeveloperPageHandler,
  ],
  exports: [PublishApprovedBotReaction, ReportUnlistingReaction],
})
export class BotsModule {}
