import { randomUUID } from 'node:crypto';
import { botVoteStream, currentSchemaVersion, voteWeightAt } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';

/**
 * A vote appended straight to the log, as the vote route appends it: from another process, or
 * while no api runs. Answers the vote's position.
 */
export async function castVote(store: EventStore, botId: number, userId: string): Promise<number> {
  const id = randomUUID();
  const metadata = {
    actor: { id: userId, name: 'voter#0001', roles: [] },
    correlationId: id,
    causationId: id,
    commandId: id,
    occurredAt: new Date().toISOString(),
    schemaVersion: currentSchemaVersion('VoteCast'),
  };
  const data = { botId, userId, weight: voteWeightAt(metadata.occurredAt) };
  const event = { id, type: 'VoteCast', data, metadata };
  return (await store.appendToStream(botVoteStream(botId, userId), [event], 'any')).position;
}
