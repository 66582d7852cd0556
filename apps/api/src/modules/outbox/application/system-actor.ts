import type { CommandActor } from '@botdir/contracts';

/** The actor of the outbox's own commands (claims and attempts), in the audit trail. */
export const OUTBOX_ACTOR: CommandActor = {
  id: 'outbox',
  name: 'Webhook outbox',
  roles: [],
  isStaff: false,
};
