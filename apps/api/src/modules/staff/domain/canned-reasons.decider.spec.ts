import type { CannedReasonEvent, GivenReason } from '@botdir/contracts';
import { administrator } from '@api/modules/testing/bot.fixtures';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import {
  cannedReasonsDecider,
  MAX_ACTIVE_CANNED_REASONS,
  MAX_CANNED_REASONS,
} from './canned-reasons.decider';

const spec = deciderSpec(cannedReasonsDecider);
const spam: GivenReason = {
  id: 'spam',
  title: 'Spam',
  explanation: 'The bot sends messages nobody asked for.',
  guidelineUrl: null,
};
const added: CannedReasonEvent = { type: 'CannedReasonAdded', data: { ...spam, kind: 'reject' } };
const edited: CannedReasonEvent = { type: 'CannedReasonEdited', data: spam };
const edit = { type: 'EditCannedReason', actor: administrator, reason: spam } as const;

describe('canned reasons decider', () => {
  it('edits a reason that is there', () => {
    spec.given([added]).when(edit).then([edited]);
  });

  it('refuses an unknown or retired reason', () => {
    spec.given([]).when(edit).thenThrows('REASON.NOT_FOUND', 'not_found');
    const retired: CannedReasonEvent = { type: 'CannedReasonRetired', data: { id: 'spam' } };
    spec.given([added, retired]).when(edit).thenThrows('REASON.RETIRED', 'conflict');
  });

  it('adds up to the active limit, then only after one is retired, and never past the total limit', () => {
    const addedNo = (n: number): CannedReasonEvent => ({
      type: 'CannedReasonAdded',
      data: { ...spam, id: `r${n}`, kind: 'reject' },
    });
    const retiredNo = (n: number): CannedReasonEvent => ({
      type: 'CannedReasonRetired',
      data: { id: `r${n}` },
    });
    const add = {
      type: 'AddCannedReason',
      actor: administrator,
      reason: { ...spam, kind: 'unlist' },
    } as const;
    const active = Array.from({ length: MAX_ACTIVE_CANNED_REASONS }, (_, n) => addedNo(n));
    spec
      .given(active.slice(1))
      .when(add)
      .then([{ type: 'CannedReasonAdded', data: add.reason }]);
    spec.given(active).when(add).thenThrows('REASON.TOO_MANY', 'conflict');
    spec
      .given([...active, retiredNo(0)])
      .when(add)
      .then([{ type: 'CannedReasonAdded', data: add.reason }]);
    const all = Array.from({ length: MAX_CANNED_REASONS }, (_, n) => [
      addedNo(n),
      retiredNo(n),
    ]).flat();
    spec.given(all).when(add).thenThrows('REASON.TOO_MANY', 'conflict');
    spec
      .given(all.slice(2))
      .when(add)
      .then([{ type: 'CannedReasonAdded', data: add.reason }]);
  });

  it('folds a long history in time linear in its length (each event costs O(1))', () => {
    // 300 writes an hour for 100 hours: copying the history on every event took ~10 s here.
    const history = [added, ...Array.from({ length: 30_000 }, () => edited)];
    const started = performance.now();
    spec.given(history).when(edit).then([edited]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
