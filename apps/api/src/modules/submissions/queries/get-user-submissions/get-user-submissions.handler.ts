import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toOwnerSubmissionView, type OwnerSubmissionView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { ReviewFigures } from '@api/modules/submissions/application/review-figures';
import { GetUserSubmissionsQuery } from './get-user-submissions.query';

/** Only the caller's own submissions: the user id comes from the session, never the request. */
@QueryHandler(GetUserSubmissionsQuery)
export class GetUserSubmissionsHandler implements IQueryHandler<GetUserSubmissionsQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly figures: ReviewFigures,
  ) {}

  async execute({ userId }: GetUserSubmissionsQuery): Promise<OwnerSubmissionView[]> {
    const submissions = await this.readStore.userSubmissions(userId);
    const places = submissions.some((submission) => submission.status === 'pending')
      ? await this.figures.places()
      : new Map();
    return submissions.map((submission) =>
      toOwnerSubmissionView(submission, places.get(submission.id)),
    );
  }
}
