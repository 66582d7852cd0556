import type { DirectoryEvent } from '@botdir/contracts';
import { onEvents } from './on-events';
import type { StoredEvent } from './reaction';

let sequence = 0;
function stored(event: DirectoryEvent): StoredEvent {
  sequence += 1;
  const metadata = {
    actor: { id: 'user-1', name: 'User', roles: [] },
    correlationId: `c-${sequence}`,
    causationId: `c-${sequence}`,
    commandId: `c-${sequence}`,
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  };
  return { ...event, id: `event-${sequence}`, metadata };
}

const vote = (botId: number) =>
  stored({ type: 'VoteCast', data: { botId, userId: 'user-2', weight: 1 } });
const view = (botId: number) =>
  stored({ type: 'PageViewed', data: { botId, visitor: 'v', day: '2026-01-01' } });

describe('onEvents', () => {
  it('hands the handler only its types, in log order, and answers the highest position written', async () => {
    const seen: number[] = [];
    const reaction = onEvents(['VoteCast'], async (event) => {
      seen.push(event.data.botId);
      return event.data.botId === 2 ? 40 : 10;
    });

    const written = await reaction.react([vote(1), view(9), vote(2), vote(3)]);

    expect(seen).toEqual([1, 2, 3]);
    expect(written).toBe(40);
  });

  it('answers 0 when the handler writes nothing, and says whether it runs inline', async () => {
    const quiet = onEvents(['VoteCast'], async () => undefined);
    const inline = onEvents(['ReportResolved'], async () => 0, { inline: true });

    expect(await quiet.react([vote(1)])).toBe(0);
    expect(await quiet.react([view(1)])).toBe(0);
    expect([quiet.inline, inline.inline]).toEqual([false, true]);
    expect([...inline.types]).toEqual(['ReportResolved']);
  });
});
