import type { RecordedEvent } from '@botdir/contracts';
import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

const CO_OWNER = '500000000000000001';
const NEW_OWNER = '500000000000000002';

/** Co-owners and ownership transfers: both adapters list, answer and rebuild them alike. */
export function describeOwnersContract(
  context: () => { store: ReadStore; given: EventBuilder },
): void {
  describe('co-owners and ownership transfers', () => {
    const bot = botData({ name: 'Shared' });
    const owner = bot.ownerId;
    const events = (given: EventBuilder): RecordedEvent[] => [
      ...given.approvedBot('1201', bot),
      given.of('CoOwnerAdded', { botId: 1201, userId: CO_OWNER, addedBy: owner }),
      given.of('OwnershipTransferOffered', {
        botId: 1201,
        fromUserId: owner,
        toUserId: NEW_OWNER,
      }),
    ];
    const roles = async (store: ReadStore, userId: string) =>
      (await store.userBots(userId)).map((entry) => [entry.id, entry.role]);

    it('lists a bot for its owner, its co-owners and the user it is offered to', async () => {
      const { store, given } = context();
      await store.applyEvents(events(given));
      expect(await roles(store, owner)).toEqual([[1201, 'owner']]);
      expect(await roles(store, CO_OWNER)).toEqual([[1201, 'co-owner']]);
      expect(await roles(store, NEW_OWNER)).toEqual([[1201, 'offered']]);
      expect(await store.getBot(1201)).toMatchObject({ ownerId: owner, coOwnerIds: [CO_OWNER] });
      expect((await store.userBots(owner))[0]).toMatchObject({ transferOfferedTo: NEW_OWNER });
    });

    it('drops a removed co-owner, and moves the bot when the transfer is accepted', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...events(given),
        given.of('CoOwnerRemoved', { botId: 1201, userId: CO_OWNER, removedBy: owner }),
        given.of('OwnershipTransferAccepted', {
          botId: 1201,
          fromUserId: owner,
          toUserId: NEW_OWNER,
          toUserName: 'new#0002',
          formerOwnerStays: true,
        }),
      ]);
      expect(await roles(store, CO_OWNER)).toEqual([]);
      expect(await roles(store, NEW_OWNER)).toEqual([[1201, 'owner']]);
      expect(await roles(store, owner)).toEqual([[1201, 'co-owner']]);
      expect(await store.getBot(1201)).toMatchObject({
        ownerId: NEW_OWNER,
        ownerName: 'new#0002',
        coOwnerIds: [owner],
      });
      const history = (await store.botHistory(1201)) ?? [];
      expect(history.map((entry) => [entry.kind, entry.changes])).toEqual([
        ['approved', []],
        ['co-owner-added', [{ field: 'co-owner', from: null, to: CO_OWNER }]],
        ['transfer-offered', [{ field: 'offered to', from: null, to: NEW_OWNER }]],
        ['co-owner-removed', [{ field: 'co-owner', from: CO_OWNER, to: null }]],
        ['ownership-transferred', [{ field: 'owner', from: owner, to: NEW_OWNER }]],
      ]);
    });

    it('rebuilds co-owners and the pending offer in a replay', async () => {
      const { store, given } = context();
      const all = events(given);
      await store.applyEvents(all);
      const shadow = await store.openShadow();
      await shadow.applyEvents(all);
      await store.promoteShadow();
      expect(await roles(store, CO_OWNER)).toEqual([[1201, 'co-owner']]);
      expect(await roles(store, NEW_OWNER)).toEqual([[1201, 'offered']]);
    });
  });
}
