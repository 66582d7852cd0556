import { randomUUID } from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@botdir/contracts';
import type { AllSubscription, EventStore, EventToAppend } from '../event-store.port';
import { WrongExpectedRevisionError } from '../event-store.errors';
import type { RetryWindowOptions } from '../retry-window';

export type StoreFactory = (options: RetryWindowOptions) => EventStore | Promise<EventStore>;
export type GetStore = () => EventStore;

/** A stream name no other test (or earlier run against a shared server) has used. */
export const uniqueStream = (prefix = 'contract'): string => `${prefix}-${randomUUID()}`;

export function metadataFor(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actor: { id: '111111111111111111', name: 'Ada', roles: ['staff'] },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    commandId: randomUUID(),
    occurredAt: '2025-01-02T03:04:05.678Z',
    schemaVersion: 1,
    ...overrides,
  };
}

/** `count` distinct events, each carrying its index so a reader can tell them apart. */
export function probeEvents(count: number, label = 'probe'): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: 'ContractProbe',
    data: { label, index },
    metadata: metadataFor(),
  }));
}

export const idsOf = (events: { id: string }[]): string[] => events.map((event) => event.id);

export async function expectWrongRevision(
  append: Promise<unknown>,
  expected: WrongExpectedRevisionError['expected'],
  actual: number,
): Promise<void> {
  const error: unknown = await append.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ expected, actual });
}

export function expectStrictlyIncreasing(positions: number[]): void {
  positions.slice(1).forEach((position, index) => {
    expect(position).toBeGreaterThan(positions[index] as number);
  });
}

/**
 * Reads a subscription until `isLast` matches (or the timeout closes it), keeping what
 * `isWanted` matches; then closes it.
 */
export async function readSubscriptionUntil(
  subscription: AllSubscription,
  isWanted: (event: RecordedEvent) => boolean,
  isLast: (event: RecordedEvent) => boolean,
  timeoutMs = 20_000,
): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.close(), timeoutMs);
  try {
    for await (const event of subscription) {
      if (isWanted(event)) taken.push(event);
      if (isLast(event)) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.close();
  }
  return taken;
}
