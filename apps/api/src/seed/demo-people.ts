import { snowflakeOf } from '@botdir/contracts';
import type { CommandActor } from '@botdir/contracts';
import type { AppConfig } from '@api/infrastructure/config/app-config';

const person = (id: string, name: string, roles: string[] = [], isStaff = false): CommandActor => ({
  id,
  name,
  roles,
  isStaff,
});

/** The demo developer is the development login's "Demo developer" (same id). */
export const DEMO_DEVELOPER = person('200000000000000001', 'demo_dev#0001');

export const DEMO_OWNERS: readonly CommandActor[] = [
  DEMO_DEVELOPER,
  person('300000000000000001', 'nightowl#4821'),
  person('300000000000000002', 'pixelforge#1337'),
  person('300000000000000003', 'lunar.labs#0042'),
  person('300000000000000004', 'botsmith#7777'),
  person('300000000000000005', 'kappa_dev#2024'),
];

export function demoReviewer(config: AppConfig): CommandActor {
  return person('200000000000000002', 'demo_reviewer#0001', [config.staffRoleIds.reviewer], true);
}

/** Voters and visitors for ratings and trending. */
export function demoVoter(index: number): CommandActor {
  return person(snowflakeOf(4, index), `voter${index}#0001`);
}
