import type { CommandActor } from '@botdir/contracts';

/** Every ban command carries the time it is judged at (a ban past its end is not in force). */
export interface BanUser {
  type: 'BanUser';
  userId: string;
  reason: string;
  until: string | null;
  admin: CommandActor;
  now: string;
}

export interface UnbanUser {
  type: 'UnbanUser';
  userId: string;
  reason: string | null;
  admin: CommandActor;
  now: string;
}

export interface AppealBan {
  type: 'AppealBan';
  user: CommandActor;
  text: string;
  now: string;
}

export type BanCommand = BanUser | UnbanUser | AppealBan;
