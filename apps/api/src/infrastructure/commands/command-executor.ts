import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_SCHEMA_VERSIONS,
  type DomainEvent,
  type RecordedEvent,
  type UncheckedEvent,
} from '@botdir/contracts';
import {
  EVENT_STORE,
  eventIdFor,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '@botdir/event-store';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { ProjectionWaiter } from '../projection/projection-waiter';

/** An event as written: with its id and audit metadata. */
export type WrittenEvent = Pick<UncheckedEvent, 'id' | 'type' | 'data' | 'metadata'>;

export interface CommandOutcome {
  events: WrittenEvent[];
  position: number;
  /** True when this was a retry of a command whose events were already stored. */
  replayed: boolean;
}

export interface ExecuteOptions<State, Command> {
  decider: Decider<State, Command, DomainEvent>;
  /** The stream whose past decides. */
  streamId: string;
  /** Where the decision is appended when it is another stream (resubmit): must not exist yet. */
  targetStreamId?: string;
  command: Command;
  context: CommandContext;
}

/**
 * Load → decide → ONE append with the expected revision (invariant 2). Event ids derive from the
 * command id (invariant 4), so a retried command finds its events and appends nothing.
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute<State, Command>(options: ExecuteOptions<State, Command>): Promise<CommandOutcome> {
    const { decider, streamId, command, context } = options;
    const target = options.targetStreamId ?? streamId;
    const past = await this.store.readStream(streamId);
    const targetPast = target === streamId ? past : await this.store.readStream(target);
    const firstId = eventIdFor(context.commandId, 0);
    const earlier = targetPast.filter((event) => this.isOwn(event, context, firstId));
    if (earlier.length > 0) return this.replay(earlier);

    const state = past.reduce<State>(
      (current, event) => decider.evolve(current, event as DomainEvent),
      decider.initialState,
    );
    const events = this.toAppend(decider.decide(command, state), context);
    const expected: ExpectedRevision =
      target !== streamId || targetPast.length === 0
        ? 'no_stream'
        : (targetPast[targetPast.length - 1] as RecordedEvent).revision;
    const result = await this.store.appendToStream(target, events, expected);
    return { events, position: result.position, replayed: false };
  }

  /**
   * Records an observation that no rule can refuse (an invite click): appended with expected
   * revision `any`; the event id from the context makes a repeat a no-op.
   */
  async record(
    streamId: string,
    event: DomainEvent,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const events = this.toAppend([event], context);
    const result = await this.store.appendToStream(streamId, events, 'any');
    return { events, position: result.position, replayed: false };
  }

  /** Waits (bounded) until the read models show this outcome: read-your-writes. */
  async settle(outcome: CommandOutcome): Promise<void> {
    await this.waiter.waitFor(outcome.position);
  }

  private isOwn(event: RecordedEvent, context: CommandContext, firstId: string): boolean {
    return event.id === firstId || event.metadata.commandId === context.commandId;
  }

  private replay(events: RecordedEvent[]): CommandOutcome {
    const last = events[events.length - 1] as RecordedEvent;
    return {
      events: events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      position: last.position,
      replayed: true,
    };
  }

  private toAppend(events: DomainEvent[], context: CommandContext): EventToAppend[] {
    return events.map((event, index) => ({
      id: eventIdFor(context.commandId, index),
      type: event.type,
      data: event.data,
      metadata: {
        actor: { id: context.actor.id, name: context.actor.name, roles: context.actor.roles },
        correlationId: context.correlationId,
        causationId: context.causationId,
        commandId: context.commandId,
        occurredAt: context.now,
        schemaVersion: (EVENT_SCHEMA_VERSIONS as Record<string, number>)[event.type] ?? 1,
      },
    }));
  }
}
