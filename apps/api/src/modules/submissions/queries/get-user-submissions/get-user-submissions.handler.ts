import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubmissionView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetUserSubmissionsQuery } from './get-user-submissions.query';

/** Only the caller's own submissions: the user id comes from the session, never the request. */
@QueryHandler(GetUserSubmissionsQuery)
export class GetUserSubmissionsHandler implements IQueryHandler<GetUserSubmissionsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ userId }: GetUserSubmissionsQuery): Promise<SubmissionView[]> {
    return this.readStore.userSubmissions(userId);
  }
}
