import type { DirectoryEvent } from '@botdir/contracts';
import { onEvents } from './on-events';
import type { StoredEvent } from './reaction';
import { ReactionRegistry } from './reaction-registry';

function stored(event: DirectoryEvent, id: string): StoredEvent {
  const metadata = {
    actor: { id: 'staff-1', name: 'Staff', roles: [] },
    correlationId: id,
    causationId: id,
    commandId: id,
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  };
  return { ...event, id, metadata };
}

const resolved = stored(
  {
    type: 'ReportResolved',
    data: {
      reportId: 'r-1',
      botId: 7,
      reporterId: 'user-2',
      action: 'unlist',
      reason: 'spam',
      resolvedBy: 'staff-1',
    },
  },
  'resolved',
);
const vote = stored({ type: 'VoteCast', data: { botId: 7, userId: 'user-2', weight: 1 } }, 'vote');

describe('ReactionRegistry', () => {
  function registryWith(ran: string[]) {
    const registry = new ReactionRegistry();
    registry.register([
      onEvents(['ReportResolved'], async () => (ran.push('unlist'), 50), { inline: true }),
      onEvents(['ReportResolved', 'VoteCast'], async (event) => (ran.push(event.type), 60)),
    ]);
    return registry;
  }

  it('after a command appending an inline type, runs every reaction to its events', async () => {
    const ran: string[] = [];
    const registry = registryWith(ran);

    expect(await registry.reactInline([resolved])).toBe(60);
    expect(ran).toEqual(['unlist', 'ReportResolved']);
    expect([...registry.inlineAfter()]).toEqual(['ReportResolved']);
  });

  it('leaves a command without one to the projector pass', async () => {
    const ran: string[] = [];
    const registry = registryWith(ran);

    expect(await registry.reactInline([vote])).toBe(0);
    expect(ran).toEqual([]);
    expect(await registry.react([vote])).toBe(60);
    expect(ran).toEqual(['VoteCast']);
  });
});
