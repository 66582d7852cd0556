import type { BotData, RecordedEvent } from '@botdir/contracts';

/** Guards against malformed stored events: a projection throws, and the event is dead-lettered. */
export class MalformedEventError extends Error {
  constructor(event: RecordedEvent, field: string) {
    super(`${event.type} at position ${event.position} has no valid '${field}'`);
    this.name = 'MalformedEventError';
  }
}

function dataOf(event: RecordedEvent): Record<string, unknown> {
  if (typeof event.data !== 'object' || event.data === null) {
    throw new MalformedEventError(event, 'data');
  }
  return event.data as Record<string, unknown>;
}

export function stringField(event: RecordedEvent, field: string): string {
  const value = dataOf(event)[field];
  if (typeof value !== 'string' || value === '') throw new MalformedEventError(event, field);
  return value;
}

export function optionalString(event: RecordedEvent, field: string): string | null {
  const value = dataOf(event)[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function integerField(event: RecordedEvent, field: string): number {
  const value = dataOf(event)[field];
  if (!Number.isSafeInteger(value)) throw new MalformedEventError(event, field);
  return value as number;
}

export function botField(event: RecordedEvent): BotData {
  const bot = dataOf(event)['bot'] as Partial<BotData> | undefined;
  const valid =
    typeof bot === 'object' &&
    bot !== null &&
    typeof bot.name === 'string' &&
    typeof bot.ownerId === 'string' &&
    Array.isArray(bot.categories) &&
    Array.isArray(bot.tags);
  if (!valid) throw new MalformedEventError(event, 'bot');
  return bot as BotData;
}

export function occurredAt(event: RecordedEvent): string {
  const at = event.metadata?.occurredAt;
  if (typeof at !== 'string' || at === '') throw new MalformedEventError(event, 'occurredAt');
  return at;
}

export function booleanField(event: RecordedEvent, field: string): boolean {
  const value = dataOf(event)[field];
  if (typeof value !== 'boolean') throw new MalformedEventError(event, field);
  return value;
}
