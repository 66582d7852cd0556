import type { VoteCast } from './bot.events';

/** VoteCast v1: cast before weekend votes counted double. */
export type VoteCastV1Data = Omit<VoteCast['data'], 'weight'>;

/** v1 → v2: every vote recorded before weights existed counted once. */
export const upcastVoteCastV1 = (data: VoteCastV1Data): VoteCast['data'] => ({
  ...data,
  weight: 1,
});
