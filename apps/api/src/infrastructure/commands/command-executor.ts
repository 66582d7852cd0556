import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_SCHEMA_VERSIONS,
  type Decider,
  type DirectoryEvent,
  type RecordedEvent,
} from '@botdir/contracts';
import {
  EVENT_STORE,
  eventIdFor,
  type AppendOptions,
  type EventStore,
  type ExpectedRevision,
} from '@botdir/event-store';
import { foldStream } from '@api/infrastructure/event-store/stream-events';
import { ProjectionWaiter } from '@api/infrastructure/projection/projection-waiter';
import type { StoredEvent } from '@api/infrastructure/reactions/reaction';
import { ReactionRegistry } from '@api/infrastructure/reactions/reaction-registry';
import { CommandObserver } from '@api/infrastructure/observability/command-observer';
import type { CommandContext } from './command-context';
import { CommandHooks } from './command-hooks';

/** An event as written: with its id and audit metadata. */
export type WrittenEvent = StoredEvent;

export interface CommandOutcome {
  events: WrittenEvent[];
  position: number;
  /** The highest position its inline reactions wrote (0 when none ran): settle waits for it too. */
  reactedPosition: number;
  /** True when this was a retry of a command whose events were already stored. */
  replayed: boolean;
}

export interface ExecuteOptions<State, Command, Event extends DirectoryEvent> {
  decider: Decider<State, Command, Event>;
  /** The stream whose past decides. */
  streamId: string;
  /** Where the decision is appended when it is another stream (resubmit): must not exist yet. */
  targetStreamId?: string;
  command: Command;
  context: CommandContext;
  /**
   * The stream as the caller already read it, when part of the decision was made outside the
   * decider on that read (who holds an application): the append then expects that read's
   * revision, so a write landing after it is a conflict instead of being overwritten.
   */
  past?: readonly RecordedEvent[];
  /** How the decision is appended (`truncateBefore: 'appended'`: the stream keeps only it). */
  append?: AppendOptions;
}

/** Generic, so the event's type and data stay tied together (a spread of a union loses that). */
function enveloped<Event extends DirectoryEvent>(
  event: Event,
  envelope: Pick<StoredEvent, 'id' | 'metadata'>,
): Event & Pick<StoredEvent, 'id' | 'metadata'> {
  return { ...event, ...envelope };
}

function commandTypeOf(command: unknown): string {
  return typeof command === 'object' &&
    command !== null &&
    'type' in command &&
    typeof command.type === 'string'
    ? command.type
    : 'Unknown';
}

const SCHEMA_VERSIONS: Readonly<Record<string, number>> = EVENT_SCHEMA_VERSIONS;

/**
 * Load → decide → before-append hooks → ONE append with the expected revision (invariant 2) → the
 * inline reactions the ReactionRegistry names. Event ids derive from the command id (invariant 4),
 * so a retried command finds its events and appends nothing (its inline reactions run again: they
 * are idempotent, and a crash may have cut them short the first time).
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
    private readonly hooks: CommandHooks,
    private readonly reactions: ReactionRegistry,
    private readonly observer: CommandObserver,
  ) {}

  /** Decides and appends, counted and logged with the command's correlation id. */
  async execute<State, Command, Event extends DirectoryEvent>(
    options: ExecuteOptions<State, Command, Event>,
  ): Promise<CommandOutcome> {
    const outcome = await this.observed(commandTypeOf(options.command), options.context, () =>
      this.decideAndAppend(options),
    );
    return this.withInlineReactions(outcome);
  }

  private async withInlineReactions(outcome: CommandOutcome): Promise<CommandOutcome> {
    const reactedPosition = await this.reactions.reactInline(outcome.events);
    return { ...outcome, reactedPosition };
  }

  private async decideAndAppend<State, Command, Event extends DirectoryEvent>(
    options: ExecuteOptions<State, Command, Event>,
  ): Promise<CommandOutcome> {
    const { decider, streamId, command, context } = options;
    const target = options.targetStreamId ?? streamId;
    const past = options.past ?? (await this.store.readStream(streamId));
    const targetPast = target === streamId ? past : await this.store.readStream(target);
    const firstId = eventIdFor(context.commandId, 0);
    const earlier = targetPast.filter((event) => this.isOwn(event, context, firstId));
    const replayed = this.replay(earlier);
    if (replayed) return replayed;

    const state = foldStream(decider, past);
    const events = this.toAppend(decider.decide(command, state), context);
    await this.hooks.checkBeforeAppend(events);
    const last = targetPast.at(-1);
    const expected: ExpectedRevision = target !== streamId || !last ? 'no_stream' : last.revision;
    const result = await this.store.appendToStream(target, events, expected, options.append);
    return { events, position: result.position, reactedPosition: 0, replayed: false };
  }

  /** A stream's events as the store has them (a decision read once, used twice). */
  async read(streamId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(streamId);
  }

  /** The state of a stream as its decider sees it (a read of another aggregate, no append). */
  async load<State, Event extends DirectoryEvent>(
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
    streamId: string,
  ): Promise<State> {
    return foldStream(decider, await this.store.readStream(streamId));
  }

  /**
   * Records an observation that no rule can refuse (an invite click): appended with expected
   * revision `any`; the event id from the context makes a repeat a no-op.
   */
  async record(
    streamId: string,
    event: DirectoryEvent,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.recordAll(streamId, [event], context);
  }

  /** Several observations in one append, as `record` does one. */
  async recordAll(
    streamId: string,
    decided: DirectoryEvent[],
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const type = decided[0]?.type ?? 'Nothing';
    const outcome = await this.observed(`Record${type}`, context, async () => {
      const events = this.toAppend(decided, context);
      const result = await this.store.appendToStream(streamId, events, 'any');
      return { events, position: result.position, reactedPosition: 0, replayed: false };
    });
    return this.withInlineReactions(outcome);
  }

  private async observed(
    type: string,
    context: CommandContext,
    run: () => Promise<CommandOutcome>,
  ): Promise<CommandOutcome> {
    const command = { type, correlationId: context.correlationId, commandId: context.commandId };
    try {
      const outcome = await run();
      this.observer.succeeded(command, outcome);
      return outcome;
    } catch (error) {
      this.observer.failed(command, error);
      throw error;
    }
  }

  /** Waits (bounded) until the read models show this outcome and its inline reactions. */
  async settle(outcome: CommandOutcome): Promise<void> {
    await this.waiter.waitFor(Math.max(outcome.position, outcome.reactedPosition));
  }

  private isOwn(event: RecordedEvent, context: CommandContext, firstId: string): boolean {
    return event.id === firstId || event.metadata.commandId === context.commandId;
  }

  private replay(events: RecordedEvent[]): CommandOutcome | null {
    const last = events.at(-1);
    if (!last) return null;
    return { events, position: last.position, reactedPosition: 0, replayed: true };
  }

  private toAppend(events: DirectoryEvent[], context: CommandContext): WrittenEvent[] {
    const { actor } = context;
    return events.map((event, index) =>
      enveloped(event, {
        id: eventIdFor(context.commandId, index),
        metadata: {
          actor: { id: actor.id, name: actor.name, roles: actor.roles },
          correlationId: context.correlationId,
          causationId: context.causationId,
          commandId: context.commandId,
          occurredAt: context.now,
          schemaVersion: SCHEMA_VERSIONS[event.type] ?? 1,
        },
      }),
    );
  }
}
