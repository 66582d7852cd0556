import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

describe('SQLite replay shared by two processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-shadow-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers the api from the promoted copy that a projector process replayed', async () => {
    const file = path.join(dir, 'read-models.sqlite');
    const projector = new SqliteReadStore({ path: file });
    const api = new SqliteReadStore({ path: file });
    try {
      const given = new EventBuilder();
      const published = given.approvedBot('1', botData({ name: 'Alpha' }));
      const renamed = given.edited(1, botData({ name: 'Omega', categories: ['games'] }));
      await projector.applyEvents(published);
      expect((await api.listBots({ search: 'alpha', limit: 10, offset: 0 })).total).toBe(1);

      const shadow = await projector.openShadow();
      await shadow.applyEvents([...published, renamed]);
      expect((await api.getBot(1))?.name).toBe('Alpha');
      await projector.promoteShadow();

      const found = await api.listBots({ search: 'omega', limit: 10, offset: 0 });
      expect(found.items.map((bot) => bot.name)).toEqual(['Omega']);
      expect((await api.listBots({ search: 'alpha', limit: 10, offset: 0 })).total).toBe(0);
      expect((await api.getBot(1))?.name).toBe('Omega');
      const games = (await api.categories()).find((category) => category.id === 'games');
      expect(games?.botCount).toBe(1);
      expect(await api.checkpoints()).toEqual(await projector.checkpoints());
      expect(await api.digest()).toBe(await projector.digest());
    } finally {
      await api.close();
      await projector.close();
    }
  });
});
