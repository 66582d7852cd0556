import {
  canManageBot,
  withCategoryNames,
  type BotPageView,
  type BotRef,
  type BotView,
  type CommandActor,
  type TrendingBotView,
  type WithCategoryNames,
} from '@botdir/contracts';
import type { BotReads, ListBotsQuery, TrendingQuery } from '@botdir/read-store';
import { botErrors } from '../domain/bot.errors';

/*
 * The public bot reads, shared by BotQueriesController and the first view (BotFirstViewReads):
 * the read model's answer with category names added, and who may see a bot that is not live.
 */

export interface NamedBotPage {
  items: WithCategoryNames<BotView>[];
  total: number;
  totalApproximate?: boolean;
  nextCursor?: string;
  didYouMean?: string;
}

export async function readBotPage(reads: BotReads, params: ListBotsQuery): Promise<NamedBotPage> {
  const page = await reads.listBots(params);
  return { ...page, items: page.items.map(withCategoryNames) };
}

export async function readFeaturedBots(
  reads: BotReads,
  limit: number,
): Promise<WithCategoryNames<BotView>[]> {
  return (await reads.featuredBots(limit)).map(withCategoryNames);
}

export async function readTrendingBots(
  reads: BotReads,
  params: TrendingQuery,
): Promise<WithCategoryNames<TrendingBotView>[]> {
  return (await reads.trendingBots(params)).map(withCategoryNames);
}

/** Public bots for everyone; a pending or rejected one only for its owner and staff. */
/** `GET /api/bots/{ref}`: the bot a ref names, answered as `readBot` answers its id. */
export async function readBotByRef(
  reads: BotReads,
  ref: BotRef,
  viewer: CommandActor | null,
): Promise<WithCategoryNames<BotPageView>> {
  const botId = await reads.resolveBotRef(ref);
  if (botId === null) throw botErrors.notListed();
  return readBot(reads, botId, viewer);
}

export async function readBot(
  reads: BotReads,
  botId: number,
  viewer: CommandActor | null,
): Promise<WithCategoryNames<BotPageView>> {
  const bot = await reads.getBot(botId);
  const mayView =
    bot !== null &&
    bot.status !== 'deleted' &&
    (bot.status === 'live' ||
      viewer?.isStaff === true ||
      (viewer !== null && canManageBot(bot, viewer.id)));
  if (!bot || !mayView || bot.status === 'deleted') throw botErrors.notListed();
  const { ownerId: _ownerId, coOwnerIds, ...view } = bot;
  const page: BotPageView = { ...view, status: bot.status, coOwnerIds: [...coOwnerIds] };
  return withCategoryNames(page);
}
