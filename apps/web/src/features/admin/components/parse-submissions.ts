import type { BotData, SubmissionView } from '@botdir/contracts';

export interface ReviewableSubmission {
  submission: SubmissionView;
  bot: BotData;
}

function parseBotData(json: string): BotData | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const data = value as BotData;
    return typeof data.name === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** Spec: submissions whose stored bot data is not valid JSON are skipped. */
export function withBotData(submissions: SubmissionView[] | undefined): ReviewableSubmission[] {
  const result: ReviewableSubmission[] = [];
  for (const submission of submissions ?? []) {
    const bot = parseBotData(submission.botData);
    if (bot) result.push({ submission, bot });
  }
  return result;
}
