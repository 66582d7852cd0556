import type { AdminSubmissionView } from '@botdir/contracts';
import type { ListSubmissionsQuery, ReviewReads } from '@botdir/read-store';

/**
 * The staff lists, each approved submission joined with its bot's Featured flag and listing, so the
 * screen needs no request per bot (one read per distinct bot here, inside the api).
 */
export async function readAdminSubmissions(
  reads: ReviewReads,
  params: ListSubmissionsQuery,
): Promise<AdminSubmissionView[]> {
  const submissions = await reads.listSubmissions(params);
  const approved = new Set(submissions.filter((s) => s.status === 'approved').map((s) => s.botId));
  const bots = new Map(
    await Promise.all([...approved].map(async (id) => [id, await reads.getBot(id)] as const)),
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
