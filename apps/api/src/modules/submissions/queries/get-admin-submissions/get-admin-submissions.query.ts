import { Query } from '@nestjs/cqrs';
import type { SubmissionView } from '@botdir/contracts';
import type { ListSubmissionsQuery } from '@botdir/read-store';

export class GetAdminSubmissionsQuery extends Query<SubmissionView[]> {
  constructor(readonly params: ListSubmissionsQuery) {
    super();
  }
}
