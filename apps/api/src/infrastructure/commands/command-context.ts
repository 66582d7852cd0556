import { randomUUID } from 'node:crypto';
import { deterministicUuid } from '@botdir/event-store';
import type { ActorContext } from '../../modules/auth/actor-context';

/** Who issues a command, when, and how it ties into the conversation (audit metadata). */
export interface CommandContext {
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: ActorContext;
  /** ISO time of the command: the clock is read here, never in a decider. */
  now: string;
  /** True when the command id came from an Idempotency-Key (a retry must find its own events). */
  idempotent: boolean;
}

export interface CommandContextInput {
  actor: ActorContext;
  commandType: string;
  idempotencyKey?: string | null;
  correlationId?: string | null;
  now?: string;
}

/**
 * A retry with the same Idempotency-Key (per user and command type) gets the same command id,
 * hence the same event ids, hence no new events.
 */
export function createCommandContext(input: CommandContextInput): CommandContext {
  const key = input.idempotencyKey?.trim();
  const commandId = key
    ? deterministicUuid(`idempotency:${input.actor.id}:${input.commandType}:${key}`)
    : randomUUID();
  const correlationId = input.correlationId || commandId;
  return {
    commandId,
    correlationId,
    causationId: commandId,
    actor: input.actor,
    now: input.now ?? new Date().toISOString(),
    idempotent: Boolean(key),
  };
}

/** A command caused by an event (process managers): ids derived from the cause. */
export function createCausedContext(
  cause: { id: string; metadata: { correlationId: string } },
  commandType: string,
  actor: ActorContext,
  now: string,
): CommandContext {
  return {
    commandId: deterministicUuid(`${commandType}:${cause.id}`),
    correlationId: cause.metadata.correlationId,
    causationId: cause.id,
    actor,
    now,
    idempotent: true,
  };
}
