import { castVoteDocs } from './commands/cast-vote/cast-vote.openapi';
import { setVoteReminderDocs } from './commands/set-vote-reminder/set-vote-reminder.openapi';
import { deleteBotDocs } from './commands/delete-bot/delete-bot.openapi';
import { changeBotSlugDocs } from './commands/change-bot-slug/change-bot-slug.openapi';
import { changeCoOwnerDocs } from './commands/change-co-owners/change-co-owner.openapi';
import { transferOwnershipDocs } from './commands/transfer-ownership/transfer-ownership.openapi';
import { editBotDocs } from './commands/edit-bot/edit-bot.openapi';
import { featureBotDocs } from './commands/feature-bot/feature-bot.openapi';
import { issueBotTokenDocs } from './commands/issue-bot-token/issue-bot-token.openapi';
import { moderateBotDocs } from './commands/moderate-bot/moderate-bot.openapi';
import { recordInviteClickDocs } from './commands/record-invite-click/record-invite-click.openapi';
import { recordPageViewDocs } from './commands/record-page-view/record-page-view.openapi';
import { reportBotStatsDocs } from './commands/report-bot-stats/report-bot-stats.openapi';
import { botQueriesDocs } from './queries/bot-queries.openapi';
import { botHistoryDocs } from './queries/get-bot-history/bot-history.openapi';
import { platformQueriesDocs } from './queries/platform-queries.openapi';
import { searchSuggestionsDocs } from './queries/get-search-suggestions/search-suggestions.openapi';
import { tagBotsDocs } from './queries/get-tag-bots/tag-bots.openapi';
import {
  developerPageDocs,
  myDeveloperPageDocs,
} from './queries/get-developer-page/developer-page.openapi';
import { descriptionImageDocs } from './queries/get-description-image/description-image.openapi';
import { setDeveloperPageDocs } from './commands/set-developer-page/set-developer-page.openapi';

/** The descriptions of every route of the bots module. */
export const BOTS_ROUTE_DOCS = [
  botQueriesDocs,
  botHistoryDocs,
  searchSuggestionsDocs,
  tagBotsDocs,
  developerPageDocs,
  myDeveloperPageDocs,
  setDeveloperPageDocs,
  descriptionImageDocs,
  recordInviteClickDocs,
  recordPageViewDocs,
  platformQueriesDocs,
  reportBotStatsDocs,
  editBotDocs,
  changeBotSlugDocs,
  deleteBotDocs,
  changeCoOwnerDocs,
  transferOwnershipDocs,
  castVoteDocs,
  setVoteReminderDocs,
  issueBotTokenDocs,
  featureBotDocs,
  moderateBotDocs,
];
