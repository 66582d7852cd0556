import type { RecordedEvent } from './event-envelope';
import { EVENT_SCHEMA_VERSIONS } from './directory-event';
import { upcastBotSubmittedV1, type BotSubmittedV1Data } from '../submissions/submission.upcasters';

type Upcaster = (data: never) => unknown;

/** type → (from version → function to the next version). History is never rewritten. */
const UPCASTERS: Record<string, Record<number, Upcaster>> = {
  BotSubmitted: { 1: (data: BotSubmittedV1Data) => upcastBotSubmittedV1(data) },
};

/** Brings a stored event of any schema version to the current version of its type. */
export function upcast<E extends RecordedEvent>(event: E): E {
  const steps = UPCASTERS[event.type];
  const target = (EVENT_SCHEMA_VERSIONS as Record<string, number>)[event.type] ?? 1;
  let version = event.metadata.schemaVersion || 1;
  if (!steps || version >= target) return event;
  let data: unknown = event.data;
  while (version < target) {
    const step = steps[version];
    if (!step) throw new Error(`No upcaster for ${event.type} v${version}`);
    data = step(data as never);
    version += 1;
  }
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}
