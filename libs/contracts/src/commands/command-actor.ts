import type { Actor } from '../common/event-envelope';

/**
 * The user behind a command: the actor of the audit trail plus the staff flag the application
 * computes from configuration (deciders never read configuration).
 */
export interface CommandActor extends Actor {
  isStaff: boolean;
}
