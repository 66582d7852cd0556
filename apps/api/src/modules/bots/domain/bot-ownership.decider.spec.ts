import type { BotEvent, BotPublished, CommandActor } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { aBot, administrator, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { botDecider } from './bot.decider';

const spec = deciderSpec(botDecider);

const published: BotPublished = {
  type: 'BotPublished',
  data: { botId: 7, submissionId: 'sub-1', bot: aBot(), approvedBy: reviewer.id },
};
const userId = (n: number) => `5000000000000000${String(n).padStart(2, '0')}`;
const added = (id: string): BotEvent => ({
  type: 'CoOwnerAdded',
  data: { botId: 7, userId: id, addedBy: alice.id },
});
const removed = (id: string): BotEvent => ({
  type: 'CoOwnerRemoved',
  data: { botId: 7, userId: id, removedBy: alice.id },
});
const offered = (to: string): BotEvent => ({
  type: 'OwnershipTransferOffered',
  data: { botId: 7, fromUserId: alice.id, toUserId: to },
});
const add = (actor: CommandActor, id: string) =>
  ({ type: 'ChangeCoOwner', actor, userId: id, change: 'add' }) as const;
const remove = (actor: CommandActor, id: string) =>
  ({ type: 'ChangeCoOwner', actor, userId: id, change: 'remove' }) as const;
const edit = (actor: CommandActor) =>
  ({
    type: 'EditBot',
    actor,
    bot: aBot({ description: 'New words' }),
    reviewSubmissionId: 'r',
  }) as const;
const withBob = [published, added(bob.id)];
const five = [published, ...[1, 2, 3, 4, 5].map((n) => added(userId(n)))];

describe('co-owners', () => {
  it('the owner adds and removes a co-owner by Discord user id', () => {
    spec
      .given([published])
      .when(add(alice, bob.id))
      .then([added(bob.id)]);
    spec
      .given(withBob)
      .when(remove(alice, bob.id))
      .then([removed(bob.id)]);
  });

  it('refuses a sixth co-owner (400), a duplicate (409), the owner, and a malformed id', () => {
    spec
      .given(five)
      .when(add(alice, userId(6)))
      .thenThrows('BOT.TOO_MANY_CO_OWNERS', 'invalid');
    spec.given(withBob).when(add(alice, bob.id)).thenThrows('BOT.ALREADY_CO_OWNER', 'conflict');
    spec
      .given([published])
      .when(add(alice, alice.id))
      .thenThrows('BOT.OWNER_NOT_CO_OWNER', 'invalid');
    for (const bad of ['123', '0123456789012345678', '12345678901234567890', 'abc']) {
      spec.given([published]).when(add(alice, bad)).thenThrows('BOT.INVALID_USER_ID', 'invalid');
    }
    spec.given([published]).when(remove(alice, bob.id)).thenThrows('BOT.NOT_CO_OWNER', 'not_found');
  });

  it('only the main owner changes co-owners: not a co-owner, not staff (403)', () => {
    spec
      .given(withBob)
      .when(add(bob, userId(1)))
      .thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
    spec.given(withBob).when(remove(bob, bob.id)).thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
    spec
      .given(withBob)
      .when(add(administrator, userId(1)))
      .thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
  });

  it('a co-owner edits and issues tokens, but cannot delete; a removed one can do neither', () => {
    const token = { type: 'IssueBotToken', actor: bob, tokenHash: 'a'.repeat(64) } as const;
    spec
      .given(withBob)
      .when(edit(bob))
      .then([
        { type: 'BotEdited', data: { botId: 7, bot: { ...aBot({ description: 'New words' }) } } },
      ]);
    spec
      .given(withBob)
      .when(token)
      .then([{ type: 'BotTokenIssued', data: { botId: 7, tokenHash: 'a'.repeat(64) } }]);
    spec
      .given(withBob)
      .when({ type: 'DeleteBot', actor: bob })
      .thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
    const former = [...withBob, removed(bob.id)];
    spec.given(former).when(edit(bob)).thenThrows('BOT.NOT_OWNER', 'forbidden');
    spec.given(former).when(token).thenThrows('BOT.NOT_OWNER', 'forbidden');
  });
});

describe('ownership transfer', () => {
  const accept = (actor: CommandActor) => ({ type: 'AcceptOwnershipTransfer', actor }) as const;
  const cancel = (actor: CommandActor) => ({ type: 'CancelOwnershipTransfer', actor }) as const;
  const offer = (actor: CommandActor, to: string) =>
    ({ type: 'OfferOwnershipTransfer', actor, toUserId: to }) as const;
  const accepted = (formerOwnerStays: boolean): BotEvent => ({
    type: 'OwnershipTransferAccepted',
    data: {
      botId: 7,
      fromUserId: alice.id,
      toUserId: bob.id,
      toUserName: bob.name,
      formerOwnerStays,
    },
  });

  it('the owner offers; nothing moves until the new owner accepts; the old owner stays a co-owner', () => {
    spec
      .given([published])
      .when(offer(alice, bob.id))
      .then([offered(bob.id)]);
    spec
      .given([published, offered(bob.id)])
      .when(offer(alice, bob.id))
      .then([]);
    spec
      .given([published, offered(bob.id)])
      .when(accept(bob))
      .then([accepted(true)]);
    const after = [published, offered(bob.id), accepted(true)];
    // Bob owns it now: he deletes; Alice, a co-owner, edits but no longer deletes.
    spec
      .given(after)
      .when({ type: 'DeleteBot', actor: bob })
      .then([{ type: 'BotDeleted', data: { botId: 7, deletedBy: bob.id, byStaff: false } }]);
    spec
      .given(after)
      .when({ type: 'DeleteBot', actor: alice })
      .thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
    const state = spec.fold(after);
    expect(state).toMatchObject({
      ownerId: bob.id,
      coOwnerIds: [alice.id],
      bot: { ownerId: bob.id },
    });
  });

  it('the old owner leaves when the co-owners are full; a co-owner taking over leaves their seat', () => {
    const fullOffer = [...five, offered(bob.id)];
    spec
      .given(fullOffer)
      .when(accept(bob))
      .then([accepted(false)]);
    const seat = [...five.slice(0, 5), added(bob.id), offered(bob.id)];
    spec
      .given(seat)
      .when(accept(bob))
      .then([accepted(true)]);
  });

  it('only the user offered accepts; only the owner offers; the owner cancels, the user declines', () => {
    const pending = [published, offered(bob.id)];
    spec.given(pending).when(accept(reviewer)).thenThrows('BOT.TRANSFER_NOT_YOURS', 'forbidden');
    spec.given([published]).when(accept(bob)).thenThrows('BOT.NO_TRANSFER', 'conflict');
    spec
      .given(withBob)
      .when(offer(bob, userId(1)))
      .thenThrows('BOT.MAIN_OWNER_ONLY', 'forbidden');
    spec
      .given([published])
      .when(offer(bob, userId(1)))
      .thenThrows('BOT.NOT_OWNER', 'forbidden');
    spec
      .given([published])
      .when(offer(alice, alice.id))
      .thenThrows('BOT.OWNER_NOT_CO_OWNER', 'invalid');
    const cancelled = (by: string): BotEvent => ({
      type: 'OwnershipTransferCancelled',
      data: { botId: 7, toUserId: bob.id, cancelledBy: by },
    });
    spec
      .given(pending)
      .when(cancel(alice))
      .then([cancelled(alice.id)]);
    spec
      .given(pending)
      .when(cancel(bob))
      .then([cancelled(bob.id)]);
    spec
      .given([...pending, cancelled(bob.id)])
      .when(accept(bob))
      .thenThrows('BOT.NO_TRANSFER', 'conflict');
    spec.given([published]).when(cancel(alice)).thenThrows('BOT.NO_TRANSFER', 'conflict');
  });
});
