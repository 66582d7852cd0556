import { WrongExpectedVersionError, type AllStreamResolvedEvent } from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { toEsdbPosition, toPortPosition } from './esdb-position';
import { toEsdbExpectedRevision, toPortAppendError } from './esdb-expected-revision';
import { fromResolvedEvent } from './esdb-recorded-event';

// The container suite cannot run here; these pin the pure translations it relies on.
function resolved(streamId: string, type: string, data: unknown, schemaVersion = 1) {
  const offset = 4_096n;
  return {
    event: {
      streamId,
      id: '2ed6657d-e927-568b-95e1-2665a8aea6a2',
      revision: 3n,
      type,
      data,
      metadata: { schemaVersion, commandId: 'command-1' },
      isJson: true,
      created: new Date(0),
      position: { commit: offset, prepare: offset },
    },
  } as unknown as AllStreamResolvedEvent;
}

describe('EventStoreDB translations', () => {
  it('resumes from the exact $all position of an event', () => {
    expect(toPortPosition({ commit: 9_000n, prepare: 9_000n })).toBe(9_000);
    expect(toEsdbPosition(9_000)).toEqual({ commit: 9_000n, prepare: 9_000n });
    expect(() => toPortPosition({ commit: 2n ** 60n, prepare: 2n ** 60n })).toThrow(/safe/);
  });

  it("turns ESDB's conflict into the port's 409 error, with the actual revision", () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 'bot-1',
      expected: 4n,
      current: 7n,
    });
    const mapped = toPortAppendError(conflict, 'bot-1', 4);
    expect(mapped).toBeInstanceOf(WrongExpectedRevisionError);
    expect(mapped).toMatchObject({ streamId: 'bot-1', expected: 4, actual: 7 });

    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'bot-2',
      expected: 'stream_exists',
      current: 'no_stream',
    });
    expect(toPortAppendError(missing, 'bot-2', 'stream_exists')).toMatchObject({ actual: -1 });
    const other = new Error('unavailable');
    expect(toPortAppendError(other, 'bot-1', 'any')).toBe(other);
  });

  it('sends -1 as "no stream" and numbers as exact revisions', () => {
    expect(toEsdbExpectedRevision(-1)).toBe('no_stream');
    expect(toEsdbExpectedRevision(5)).toBe(5n);
    expect(toEsdbExpectedRevision('stream_exists')).toBe('stream_exists');
  });

  it('upcasts what it reads and leaves out ESDB system events', () => {
    const legacy = { submissionId: 's', botId: 1, botData: '{"name":"Old"}', submitterId: 'u' };
    const event = fromResolvedEvent(resolved('submission-s', 'BotSubmitted', legacy));
    expect(event).toMatchObject({ position: 4096, revision: 3, data: { bot: { name: 'Old' } } });
    expect(event?.metadata.schemaVersion).toBe(3);
    expect(fromResolvedEvent(resolved('$stats-127.0.0.1:2113', 'Stats', {}))).toBeNull();
    expect(fromResolvedEvent(resolved('bot-1', '$metadata', {}))).toBeNull();
  });
});
