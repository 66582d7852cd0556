import type { Actor } from '@botdir/contracts';

/** The logged-in user as commands see it: the actor of the audit trail plus the staff flag. */
export interface ActorContext extends Actor {
  isStaff: boolean;
}
