import { Query } from '@nestjs/cqrs';
import type { SubmissionHistoryEntry } from '@botdir/contracts';

export class GetSubmissionHistoryQuery extends Query<SubmissionHistoryEntry[]> {
  constructor(readonly submissionId: string) {
    super();
  }
}
