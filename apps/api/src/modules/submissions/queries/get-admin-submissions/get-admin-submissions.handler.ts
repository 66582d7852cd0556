import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubmissionView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetAdminSubmissionsQuery } from './get-admin-submissions.query';

@QueryHandler(GetAdminSubmissionsQuery)
export class GetAdminSubmissionsHandler implements IQueryHandler<GetAdminSubmissionsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ params }: GetAdminSubmissionsQuery): Promise<SubmissionView[]> {
    return this.readStore.listSubmissions(params);
  }
}
