import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { liveInviteUrl } from '../../application/live-invite-url';
import { GetInviteUrlQuery } from './get-invite-url.query';

@QueryHandler(GetInviteUrlQuery)
export class GetInviteUrlHandler implements IQueryHandler<GetInviteUrlQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ botId }: GetInviteUrlQuery) {
    return { inviteUrl: await liveInviteUrl(this.readStore, botId) };
  }
}
