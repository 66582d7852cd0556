import type { BotData, AdminSubmissionView } from '@botdir/contracts';
import { parseBotData } from '@/lib/parse-bot-data';

export interface ReviewableSubmission {
  submission: AdminSubmissionView;
  bot: BotData;
}

/** Spec: submissions whose stored bot data is not valid JSON are skipped. */
export function withBotData(
  submissions: AdminSubmissionView[] | undefined,
): ReviewableSubmission[] {
  const result: ReviewableSubmission[] = [];
  for (const submission of submissions ?? []) {
    const bot = parseBotData(submission.botData);
    if (bot) result.push({ submission, bot });
  }
  return result;
}
