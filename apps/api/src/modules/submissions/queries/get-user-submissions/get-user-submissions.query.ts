import { Query } from '@nestjs/cqrs';
import type { SubmissionView } from '@botdir/contracts';

export class GetUserSubmissionsQuery extends Query<SubmissionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
