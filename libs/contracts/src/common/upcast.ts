import type { RecordedEvent, UncheckedEvent } from './event-envelope';
import { EVENT_SCHEMA_VERSIONS } from './directory-event';
import {
  upcastBotSubmittedV1,
  upcastBotSubmittedV2,
  type BotSubmittedV1Data,
  type BotSubmittedV2Data,
} from '../submissions/submission.upcasters';
import { upcastBotStatsReportedV1, type BotStatsReportedV1Data } from '../bots/bot-stats.upcasters';
import { upcastVoteCastV1, type VoteCastV1Data } from '../bots/vote.upcasters';

type Upcaster = (data: never) => unknown;

/** type → (from version → function to the next version). History is never rewritten. */
const UPCASTERS = new Map<string, Record<number, Upcaster>>([
  [
    'BotSubmitted',
    {
      1: (data: BotSubmittedV1Data) => upcastBotSubmittedV1(data),
      2: (data: BotSubmittedV2Data) => upcastBotSubmittedV2(data),
    },
  ],
  ['BotStatsReported', { 1: (data: BotStatsReportedV1Data) => upcastBotStatsReportedV1(data) }],
  ['VoteCast', { 1: (data: VoteCastV1Data) => upcastVoteCastV1(data) }],
]);
const VERSIONS = new Map<string, number>(Object.entries(EVENT_SCHEMA_VERSIONS));

/**
 * Brings a stored event of any schema version to the current version of its type. The store's
 * adapters run it on every read, so what leaves the store is typed as the current schema; readers
 * that must survive foreign or malformed events (projections) confirm it with `checkEvent`.
 */
export function upcast(event: UncheckedEvent): RecordedEvent {
  const steps = UPCASTERS.get(event.type);
  const target = currentSchemaVersion(event.type);
  let version = schemaVersionOf(event);
  if (!steps || version >= target) return event as RecordedEvent;
  let data: unknown = event.data;
  try {
    while (version < target) {
      const step = steps[version];
      if (!step) throw new Error(`No upcaster for ${event.type} v${version}`);
      data = step(data as never);
      version += 1;
    }
  } catch {
    // A malformed old event must not stop a read: it stays as stored, and checkEvent says why.
    return event as RecordedEvent;
  }
  return {
    ...event,
    data,
    metadata: { ...event.metadata, schemaVersion: version },
  } as RecordedEvent;
}

/** Stored version of an event; a missing one means version 1. */
export const schemaVersionOf = (event: UncheckedEvent): number =>
  (event.metadata as Partial<UncheckedEvent['metadata']> | null)?.schemaVersion || 1;

/** The version of a type that readers expect (1 for types without upcasters). */
export const currentSchemaVersion = (type: string): number => VERSIONS.get(type) ?? 1;
