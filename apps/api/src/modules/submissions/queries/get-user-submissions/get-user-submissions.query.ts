import { Query } from '@nestjs/cqrs';
import type { OwnerSubmissionView } from '@botdir/contracts';

export class GetUserSubmissionsQuery extends Query<OwnerSubmissionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
