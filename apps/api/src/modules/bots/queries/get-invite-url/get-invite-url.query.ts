import { Query } from '@nestjs/cqrs';

/** A live bot's invite URL, for a request to the invite redirect that is not a click. */
export class GetInviteUrlQuery extends Query<{ inviteUrl: string }> {
  constructor(readonly botId: number) {
    super();
  }
}
