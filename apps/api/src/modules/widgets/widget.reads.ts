import { Inject, Injectable } from '@nestjs/common';
import { parseBotRef } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import type { WidgetBot } from './svg/widget-bot';

/** What the widget routes read: one live bot by the name its address gives it. */
@Injectable()
export class WidgetReads {
  constructor(
    @Inject(BOT_READS) private readonly readStore: Pick<BotReads, 'getBot' | 'resolveBotRef'>,
  ) {}

  /**
   * The live (approved, listed) bot `ref` names, or null for anything else: its number, its
   * Discord application id or a slug it holds or held, as `/bot/{bot}` reads them.
   */
  async liveBot(ref: string): Promise<WidgetBot | null> {
    const parsed = parseBotRef(ref);
    const botId = parsed && (await this.readStore.resolveBotRef(parsed));
    if (!botId) return null;
    const bot = await this.readStore.getBot(botId);
    if (bot?.status !== 'live') return null;
    return {
      name: bot.name,
      serverCount: bot.statsUpdatedAt === null ? null : bot.serverCount,
      voteCount: bot.voteCount,
      rating: bot.rating,
      ratingCount: bot.ratingCount,
      isOnline: bot.isOnline,
    };
  }
}
