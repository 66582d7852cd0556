import { Inject, Injectable } from '@nestjs/common';
import {
  applicationStream,
  botStream,
  submissionStream,
  type BotData,
  type DirectoryEvent,
} from '@botdir/contracts';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '@botdir/event-store';
import { CommandExecutor } from '../commands/command-executor';
import { CommandHooks } from '../commands/command-hooks';
import { createCommandContext, type CommandContext } from '../commands/command-context';
import { foldStream } from '../event-store/stream-events';
import { applicationDecider, duplicateApplication } from './application-reservation.decider';
import { applicationOf, holderIsActive } from './application-holder';

/**
 * One listing per Discord application, whatever the read models say: before a submission (or an
 * edit that moves a bot to another application) is appended, the bot reserves the application on
 * its own stream with an expected revision, so of two concurrent claims exactly one wins.
 */
@Injectable()
export class ApplicationReservations {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly hooks: CommandHooks,
  ) {}

  /**
   * `decided`: the events the command is about to append (already decided, so every refusal of
   * the command itself came first). Their names are checked before anything is reserved, so a
   * refused command leaves no reservation behind.
   */
  async reserve(
    bot: BotData,
    holder: { botId: number; submissionId: string },
    cause: CommandContext,
    decided: readonly DirectoryEvent[],
  ): Promise<void> {
    await this.hooks.checkBeforeAppend(decided);
    const applicationId = applicationOf(bot);
    if (!applicationId) return;
    const streamId = applicationStream(applicationId);
    const reservations = await this.store.readStream(streamId);
    const state = foldStream(applicationDecider, reservations);
    const current = state.holder;
    const reservedAt = reservations.at(-1)?.metadata.occurredAt;
    const reservedMsAgo = reservedAt ? Date.parse(cause.now) - Date.parse(reservedAt) : Infinity;
    if (current?.botId === holder.botId && current.submissionId === holder.submissionId) return;
    const holderActive =
      current !== null &&
      current.botId !== holder.botId &&
      holderIsActive(
        applicationId,
        await this.store.readStream(submissionStream(current.submissionId)),
        await this.store.readStream(botStream(current.botId)),
        reservedMsAgo,
      );
    const context = createCommandContext({
      commandType: 'ReserveApplication',
      // Per application: a retry that names another application reserves that one instead.
      cause: {
        id: `${cause.commandId}:${applicationId}`,
        metadata: { correlationId: cause.correlationId },
      },
      actor: cause.actor,
      now: cause.now,
    });
    try {
      await this.executor.execute({
        decider: applicationDecider,
        streamId,
        command: { type: 'ReserveApplication', applicationId, ...holder, holderActive },
        context,
        // The holder was judged on this read: a reservation made since is a conflict.
        past: reservations,
      });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw duplicateApplication(applicationId);
      throw error;
    }
  }
}
