import type { ListSubmissionsQuery } from '@botdir/read-store';

export class GetAdminSubmissionsQuery {
  constructor(readonly params: ListSubmissionsQuery) {}
}
