import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { nameTaken, type DirectoryEvent } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandHooks } from '@api/infrastructure/commands/command-hooks';
import { DependencyUnavailableError } from '@api/infrastructure/dependencies/dependency-unavailable.error';

/**
 * Bot names are unique among live and pending bots, by TR39 confusable skeleton and
 * case-insensitively. Names live in many streams, so no single append can enforce it: this module
 * registers a before-append hook that asks the bots read model just before a BotSubmitted or
 * BotEdited is appended. Two submissions racing within the read model's lag can both pass (see
 * docs/rules.md). While the read store is down the check is skipped: commands keep appending (the
 * event store is the source of truth) and a clash that slips through is for staff to resolve.
 */
@Injectable()
export class BotNameGuard implements OnModuleInit {
  private readonly logger = new Logger('BotNameGuard');

  constructor(
    @Inject(BOT_READS) private readonly readStore: BotReads,
    private readonly hooks: CommandHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.beforeAppend((events) => this.check(events));
  }

  async check(events: readonly DirectoryEvent[]): Promise<void> {
    try {
      await this.checkNames(events);
    } catch (error) {
      if (!(error instanceof DependencyUnavailableError)) throw error;
      this.logger.warn('read store unavailable: bot name uniqueness not checked for this command');
    }
  }

  private async checkNames(events: readonly DirectoryEvent[]): Promise<void> {
    for (const event of events) {
      const isEdit =
        event.type === 'BotEdited' ||
        event.type === 'BotEditNeedsReview' ||
        event.type === 'PendingSubmissionEdited';
      if (event.type !== 'BotSubmitted' && !isEdit) continue;
      const { botId, bot } = event.data;
      // An edit that keeps the name never fails on it (names listed before this rule included).
      if (isEdit && (await this.readStore.getBot(botId))?.name === bot.name) continue;
      const clash = await this.readStore.findNameClash(bot.name, botId);
      if (clash) {
        throw nameTaken(bot.name, clash.name);
      }
    }
  }
}
