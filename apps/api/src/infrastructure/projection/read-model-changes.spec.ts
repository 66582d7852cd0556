import { PROJECTION_NAMES, type ProjectionName } from '@botdir/read-store';
import type { AppConfig } from '../config/app-config';
import { ProjectionWaiter } from './projection-waiter';
import { ReadModelChanges, type ReadModelChangeSet } from './read-model-changes';

describe('ReadModelChanges: which read models an advance of the projection moved', () => {
  let waiter: ProjectionWaiter;
  let changes: ReadModelChanges;
  let told: Array<ProjectionName[]>;

  beforeEach(() => {
    waiter = new ProjectionWaiter({ readYourWritesTimeoutMs: 100 } as AppConfig);
    changes = new ReadModelChanges(waiter);
    told = [];
    changes.onChange((changed) => told.push([...changed.keys()].sort()));
    changes.note([{ position: 1, type: 'BotSubmitted' }]);
    waiter.advance(1);
    told = [];
  });

  it('names only the read models the projected events fold', () => {
    changes.note([{ position: 2, type: 'InviteClicked' }]);
    waiter.advance(2);
    expect(told).toEqual([['analytics', 'invite-activity']]);
    expect(changes.changedSince(['bots', 'ratings'], 1)).toBe(false);
    expect(changes.changedSince(['invite-activity'], 1)).toBe(true);
    changes.note([
      { position: 3, type: 'BotRated' },
      { position: 4, type: 'BotFeatured' },
    ]);
    waiter.advance(4);
    expect(told[1]).toEqual([
      'analytics',
      'bot-history',
      'bots',
      'ratings',
      'reviews',
      'staff-activity',
    ]);
    expect(changes.changedSince(['bots'], 2)).toBe(true);
    expect(changes.changedSince(['bots'], 4)).toBe(false);
  });

  it('waits for the projection: events seen ahead of it change nothing yet', () => {
    changes.note([
      { position: 2, type: 'InviteClicked' },
      { position: 3, type: 'BotEdited' },
    ]);
    waiter.advance(2);
    expect(told).toEqual([['analytics', 'invite-activity']]);
    waiter.advance(3);
    expect(told[1]).toEqual(['bot-history', 'bots']);
  });

  it('counts every read model as changed when the position passes events nobody noted', () => {
    changes.note([{ position: 2, type: 'InviteClicked' }]);
    waiter.advance(5);
    expect(told).toEqual([[...PROJECTION_NAMES].sort()]);
  });

  it('names the bots whose documents moved in the read models keyed by bot', () => {
    let last: ReadModelChangeSet = new Map();
    changes.onChange((changed) => (last = changed));
    changes.note([
      { position: 2, type: 'VoteCast', data: { botId: 7, userId: '1', weight: 1 } },
      { position: 3, type: 'BotStatsReported', data: { botId: 9 } },
      { position: 4, type: 'VoteCast', data: { botId: 9, userId: '2', weight: 1 } },
    ]);
    waiter.advance(2);
    expect(last.get('bots')).toEqual(new Set([7]));
    waiter.advance(4);
    expect(last.get('bots')).toEqual(new Set([9]));
    expect(last.get('analytics')).toBe('all');
    expect(changes.changedSince(['bots'], 1, 8)).toBe(false);
    expect(changes.changedSince(['bots'], 1, 7)).toBe(true);
    expect(changes.changedSince(['bots'], 2, 7)).toBe(false);
    expect(changes.changedSince(['bots'], 2, 9)).toBe(true);
    expect(changes.changedSince(['bots'], 1)).toBe(true);
    expect(changes.changedSince(['bots', 'analytics'], 1, 8)).toBe(true);
  });

  it('counts a change to a bot-keyed read model without a bot id as a change to every bot', () => {
    let last: ReadModelChangeSet = new Map();
    changes.onChange((changed) => (last = changed));
    changes.note([{ position: 2, type: 'BotFeatured', data: { botId: 'x' } }]);
    waiter.advance(2);
    expect(last.get('bots')).toBe('all');
    expect(changes.changedSince(['bots'], 1, 8)).toBe(true);
  });

  it('counts unnoted events as a change to every bot', () => {
    waiter.advance(2);
    expect(changes.changedSince(['bots'], 1, 8)).toBe(true);
  });

  it('tells nothing for events no read model folds', () => {
    changes.note([{ position: 2, type: 'SomethingElse' }]);
    waiter.advance(2);
    expect(told).toEqual([]);
  });
});
