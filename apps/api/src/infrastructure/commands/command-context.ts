import { randomUUID } from 'node:crypto';
import type { CommandActor } from '@botdir/contracts';
import { deterministicUuid } from '@botdir/event-store';

/** Who issues a command, when, and how it ties into the conversation (audit metadata). */
export interface CommandContext {
  commandId: string;
  correlationId: string;
  causationId: string;
  actor: CommandActor;
  /** ISO time of the command: the clock is read here, never in a decider. */
  now: string;
  /** True when the command id is derived (a retry must find its own events). */
  idempotent: boolean;
}

/** The event that caused a command (process managers). */
export interface CommandCause {
  id: string;
  metadata: { correlationId: string };
}

/** Where the command id comes from; it decides whether a repeat appends nothing. */
export type CommandIdentity =
  /** A request: random, or derived from its Idempotency-Key (per user and command type). */
  | { commandType: string; idempotencyKey?: string | null }
  /** A reaction to an event: derived from the cause, in its conversation. */
  | { commandType: string; cause: CommandCause }
  /** A fixed name (seeding, one invite click per visitor and day). */
  | { name: string };

export type CommandContextInput = CommandIdentity & { actor: CommandActor; now?: string };

function commandIdOf(input: CommandContextInput, key: string | undefined): string | null {
  if ('name' in input) return deterministicUuid(input.name);
  if ('cause' in input) return deterministicUuid(`${input.commandType}:${input.cause.id}`);
  if (key) return deterministicUuid(`idempotency:${input.actor.id}:${input.commandType}:${key}`);
  return null;
}

/** The one way to build a CommandContext. A retry with the same identity gets the same ids. */
export function createCommandContext(input: CommandContextInput): CommandContext {
  const key = 'idempotencyKey' in input ? input.idempotencyKey?.trim() : undefined;
  const derived = commandIdOf(input, key);
  const commandId = derived ?? randomUUID();
  const cause = 'cause' in input ? input.cause : null;
  return {
    commandId,
    correlationId: cause?.metadata.correlationId ?? commandId,
    causationId: cause?.id ?? commandId,
    actor: input.actor,
    now: input.now ?? new Date().toISOString(),
    idempotent: derived !== null,
  };
}
