import { Query } from '@nestjs/cqrs';
import type { AdminSubmissionView } from '@botdir/contracts';
import type { ListSubmissionsQuery } from '@botdir/read-store';

export class GetAdminSubmissionsQuery extends Query<AdminSubmissionView[]> {
  constructor(readonly params: ListSubmissionsQuery) {
    super();
  }
}
