import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, type DirectoryEvent } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { DependencyUnavailableError } from '@api/infrastructure/dependencies/dependency-unavailable.error';

export const NAME_TAKEN = 'BOT.NAME_TAKEN';

/** A name that looks the same as a listed or pending bot's; the message also under `fields.name`. */
export function nameTaken(name: string, clashName: string): DomainError {
  const message = `The name "${name}" is taken: it looks the same as "${clashName}", a bot already listed or awaiting review. Please choose another name.`;
  return new DomainError(NAME_TAKEN, 'conflict', message, { name: message });
}

/**
 * Bot names are unique among live and pending bots, by TR39 confusable skeleton and
 * case-insensitively. Names live in many streams, so no single append can enforce it: the
 * executor asks the bots read model just before appending a BotSubmitted or BotEdited. Two
 * submissions racing within the read model's lag can both pass (see docs/rules.md).
 * While the read store is down the check is skipped: commands keep appending (the event store is
 * the source of truth) and a clash that slips through is for staff to resolve in review.
 */
@Injectable()
export class BotNameGuard {
  private readonly logger = new Logger('BotNameGuard');

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

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
