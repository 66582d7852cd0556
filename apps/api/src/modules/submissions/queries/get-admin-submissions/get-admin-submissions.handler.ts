import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminSubmissionView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetAdminSubmissionsQuery } from './get-admin-submissions.query';

/**
 * The staff lists, each approved submission joined with its bot's Featured flag and listing, so the
 * screen needs no request per bot (one read per distinct bot here, inside the api).
 */
@QueryHandler(GetAdminSubmissionsQuery)
export class GetAdminSubmissionsHandler implements IQueryHandler<GetAdminSubmissionsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params }: GetAdminSubmissionsQuery): Promise<AdminSubmissionView[]> {
    const submissions = await this.readStore.listSubmissions(params);
    const approved = new Set(
      submissions.filter((s) => s.status === 'approved').map((s) => s.botId),
    );
    const bots = new Map(
      await Promise.all(
        [...approved].map(async (id) => [id, await this.readStore.getBot(id)] as const),
      ),
    );
    return submissions.map((submission) => {
      const bot = submission.status === 'approved' ? bots.get(submission.botId) : null;
      return {
        ...submission,
        bot:
          bot?.status === 'live' || bot?.status === 'unlisted'
            ? { isFeatured: bot.isFeatured, status: bot.status }
            : null,
      };
    });
  }
}
