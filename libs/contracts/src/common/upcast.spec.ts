import type { RecordedEvent, UncheckedEvent } from './event-envelope';
import type { BotSubmitted } from '../submissions/submission.events';
import type { VoteCast } from '../bots/bot.events';
import type { BotSubmittedV1Data } from '../submissions/submission.upcasters';
import { upcast } from './upcast';

const metadata = (schemaVersion: number) => ({
  actor: { id: '111111111111111111', name: 'alice#0001', roles: [] },
  correlationId: 'corr-1',
  causationId: 'cause-1',
  commandId: 'cmd-1',
  occurredAt: '2024-01-02T03:04:05.000Z',
  schemaVersion,
});

const legacyBot = {
  name: 'Melody',
  description: 'Plays music.',
  shortDescription: 'A music bot',
  avatar: 'https://cdn.example.com/melody.png',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
  supportServerUrl: 'https://discord.gg/melody',
  websiteUrl: '',
  categories: ['music'],
  tags: ['radio'],
  isOnline: false,
  ownerId: '111111111111111111',
  ownerName: 'alice#0001',
};

function v1Event(botData: object | string, schemaVersion = 1): UncheckedEvent {
  const data: BotSubmittedV1Data = {
    submissionId: 'sub-1',
    botId: 7,
    botData: typeof botData === 'string' ? botData : JSON.stringify(botData),
    submitterId: '111111111111111111',
    submitterName: 'alice#0001',
  };
  return {
    id: 'evt-1',
    streamId: 'submission-sub-1',
    revision: 0,
    position: 42,
    type: 'BotSubmitted',
    data,
    metadata: metadata(schemaVersion),
  };
}

describe('upcast', () => {
  it('turns a v1 BotSubmitted (bot as a JSON string) into v3 with the bot as an object', () => {
    const upcast2 = upcast(v1Event(legacyBot)) as RecordedEvent<BotSubmitted>;

    expect(upcast2.metadata.schemaVersion).toBe(3);
    expect(upcast2).toMatchObject({ id: 'evt-1', streamId: 'submission-sub-1', position: 42 });
    expect(upcast2.metadata.commandId).toBe('cmd-1');
    expect(upcast2.data).toEqual({
      submissionId: 'sub-1',
      botId: 7,
      submitterId: '111111111111111111',
      submitterName: 'alice#0001',
      notesForReviewer: '',
      bot: {
        name: 'Melody',
        description: 'Plays music.',
        shortDescription: 'A music bot',
        avatar: 'https://cdn.example.com/melody.png',
        inviteUrl: legacyBot.inviteUrl,
        supportServerUrl: 'https://discord.gg/melody',
        categories: ['music'],
        tags: ['radio'],
        isOnline: false,
        ownerId: '111111111111111111',
        ownerName: 'alice#0001',
      },
    });
  });

  it('fills what a legacy bot lacks: owner from the submitter, online, empty lists', () => {
    const { data } = upcast(v1Event({ name: 'Bare' })) as RecordedEvent<BotSubmitted>;
    expect(data.bot).toMatchObject({
      name: 'Bare',
      ownerId: '111111111111111111',
      ownerName: 'alice#0001',
      isOnline: true,
      categories: [],
      tags: [],
    });
  });

  it('gives a v2 BotSubmitted (before notes for the reviewer) empty notes, nothing else', () => {
    const v2 = upcast(v1Event(legacyBot)) as RecordedEvent<BotSubmitted>;
    const { notesForReviewer: _notes, ...v2Data } = v2.data;
    const stored = { ...v2, data: v2Data, metadata: { ...v2.metadata, schemaVersion: 2 } };
    const v3 = upcast(stored) as RecordedEvent<BotSubmitted>;
    expect(v3.metadata.schemaVersion).toBe(3);
    expect(v3.data).toEqual({ ...v2Data, notesForReviewer: '' });
    expect(stored.data).not.toHaveProperty('notesForReviewer');
  });

  it('treats a missing schema version as v1', () => {
    const { data } = upcast(v1Event(legacyBot, 0)) as RecordedEvent<BotSubmitted>;
    expect(data.bot.name).toBe('Melody');
  });

  it('leaves current events untouched and does not change the stored event', () => {
    const stored = v1Event(legacyBot);
    const current = upcast(stored);
    expect(upcast(current)).toBe(current);
    expect(stored.metadata.schemaVersion).toBe(1);
    expect(typeof (stored.data as BotSubmittedV1Data).botData).toBe('string');
  });

  it('leaves event types without upcasters untouched', () => {
    const rated: UncheckedEvent = {
      ...v1Event(legacyBot),
      type: 'BotRated',
      data: { botId: 7, userId: '2', stars: 4 },
    };
    expect(upcast(rated)).toBe(rated);
  });

  it('reads a v1 VoteCast (before weekend votes counted double) as weight 1, even on a Sunday', () => {
    const sunday = { ...metadata(1), occurredAt: '2024-01-07T12:00:00.000Z' };
    const stored = { ...v1Event(legacyBot), type: 'VoteCast', data: { botId: 7, userId: '2' } };
    const vote = upcast({ ...stored, metadata: sunday }) as RecordedEvent<VoteCast>;
    expect(vote.data).toEqual({ botId: 7, userId: '2', weight: 1 });
    expect(vote.metadata.schemaVersion).toBe(2);
  });

  it('leaves an old event it cannot upcast as stored, so a read never fails on it', () => {
    const broken = v1Event('{not json');
    expect(upcast(broken)).toBe(broken);
    const noMetadata = { ...v1Event(legacyBot), metadata: null } as unknown as UncheckedEvent;
    expect(upcast(noMetadata).data).toHaveProperty('bot.name', 'Melody');
  });
});
