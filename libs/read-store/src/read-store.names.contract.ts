import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

/** Name clashes among live and pending bots: both adapters answer from indexed keys alike. */
export function describeNameClashContract(
  context: () => { store: ReadStore; given: EventBuilder },
): void {
  describe('name clashes (TR39 skeleton, case-insensitive)', () => {
    const named = (name: string) => botData({ name });

    it('finds a live bot by any look-alike, in any case', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', named('Warden')));
      const clash = { id: 1001, name: 'Warden', status: 'live' };
      expect(await store.findNameClash('warden', 2002)).toEqual(clash);
      expect(await store.findNameClash('W\u0430rden', 2002)).toEqual(clash);
      expect(await store.findNameClash('\uFF37ARDEN', 2002)).toEqual(clash);
      expect(await store.findNameClash('Wardens', 2002)).toBeNull();
    });

    it('finds a bot whose name differs only by blanks or a dot over a dotless i', async () => {
      const { store, given } = context();
      await store.applyEvents([given.submitted('1001', named('Melodia\u2800'))]);
      const clash = { id: 1001, name: 'Melodia\u2800', status: 'pending' };
      expect(await store.findNameClash('Melodia', 2002)).toEqual(clash);
      expect(await store.findNameClash('\u2800Melod\u0131\u0307a', 2002)).toEqual(clash);
    });

    it('finds a pending bot, and matches by shape where case alone would not (I and l)', async () => {
      const { store, given } = context();
      await store.applyEvents([given.submitted('1001', named('Iris'))]);
      expect(await store.findNameClash('lris', 2002)).toEqual({
        id: 1001,
        name: 'Iris',
        status: 'pending',
      });
    });

    it('never counts the bot itself: an owner keeps their name when editing', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', named('Warden')));
      expect(await store.findNameClash('WARDEN', 1001)).toBeNull();
    });

    it('frees the name of a rejected, withdrawn or deleted bot', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('1001', named('Rejected One')),
        given.reviewed('1001', 1001, 'rejected'),
        given.submitted('1002', named('Withdrawn One')),
        given.submissionDeleted('1002', 1002),
        ...given.approvedBot('1003', named('Deleted One')),
        given.deleted(1003),
      ]);
      for (const name of ['Rejected One', 'Withdrawn One', 'Deleted One']) {
        expect(await store.findNameClash(name, 2002)).toBeNull();
      }
    });

    it('follows a rename: the old name is free, the new one taken', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1001', named('Old Name')),
        given.edited(1001, named('New Name')),
      ]);
      expect(await store.findNameClash('Old Name', 2002)).toBeNull();
      expect(await store.findNameClash('new name', 2002)).toMatchObject({ id: 1001 });
    });
  });
}
