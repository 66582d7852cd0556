import { Inject, Injectable } from '@nestjs/common';
import { BOT_READS, type BotLookup } from '@botdir/read-store';
import type { WidgetBot } from './svg/widget-bot';

/** A bot's number as its widget address gives it: a positive safe integer, at most 16 digits. */
const BOT_NUMBER = /^[1-9]\d{0,15}$/;

/** What the widget routes read: one live bot by the name its address gives it. */
@Injectable()
export class WidgetReads {
  constructor(@Inject(BOT_READS) private readonly readStore: BotLookup) {}

  /**
   * The live (approved, listed) bot `ref` names, or null for anything else. `ref` is the bot's
   * number today; slugs will be looked up here too, so every widget route finds bots the same way.
   */
  async liveBot(ref: string): Promise<WidgetBot | null> {
    if (!BOT_NUMBER.test(ref) || !Number.isSafeInteger(Number(ref))) return null;
    const bot = await this.readStore.getBot(Number(ref));
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
