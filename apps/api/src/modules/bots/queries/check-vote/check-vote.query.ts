import { Query } from '@nestjs/cqrs';

export class CheckVoteQuery extends Query<{ voted: 0 | 1 }> {
  constructor(
    readonly authorization: string | string[] | undefined,
    /** The bot the route names; absent on the drop-in `GET /api/bots/check`. */
    readonly botId: number | undefined,
    readonly userId: string,
  ) {
    super();
  }
}
