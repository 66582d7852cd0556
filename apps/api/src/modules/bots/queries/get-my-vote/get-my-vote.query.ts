import { Query } from '@nestjs/cqrs';

export interface MyVoteView {
  votedAt: string | null;
  /** Seconds until the user may vote again (0: now). */
  retryAfter: number;
}

export class GetMyVoteQuery extends Query<MyVoteView> {
  constructor(
    readonly userId: string,
    readonly botId: number,
  ) {
    super();
  }
}
