import {
  canonicalDiscordId,
  clientIdOf,
  type BotData,
  type RecordedEvent,
} from '@botdir/contracts';

/**
 * The Discord application a listing is for: its app id, else its invite's client_id, in Discord's
 * spelling, so a listing recorded before leading zeros were refused holds the same application.
 */
export function applicationOf(bot: BotData): string | null {
  const id = bot.discordAppId ?? clientIdOf(bot.inviteUrl);
  return id === null ? null : canonicalDiscordId(id);
}

/** The last submission status on `submission-{id}`: none, pending, approved, rejected, deleted. */
export function submissionStatus(events: readonly RecordedEvent[]): string {
  let status = 'none';
  for (const event of events) {
    if (event.type === 'BotSubmitted') status = 'pending';
    else if (event.type === 'SubmissionReviewed') status = event.data.decision;
    else if (event.type === 'SubmissionDeleted') status = 'deleted';
  }
  return status;
}

/** The application a live bot's stream lists, or null when it is not live (none or deleted). */
export function liveApplication(events: readonly RecordedEvent[]): string | null {
  let application: string | null = null;
  for (const event of events) {
    if (event.type === 'BotPublished' || event.type === 'BotEdited') {
      application = applicationOf(event.data.bot);
    } else if (event.type === 'BotDeleted') application = null;
  }
  return application;
}

/**
 * How long a fresh reservation holds before its submission is on record: the command
 * appends it first and its own events right after, and a concurrent claim must not read that gap
 * as a reservation left behind by a failed append.
 */
export const RESERVATION_GRACE_MS = 5 * 60_000;

/**
 * A holder keeps the application while its submission is pending or its bot is live with that
 * application, and for RESERVATION_GRACE_MS after reserving it while its submission is not on
 * record yet. A
 * reservation older than that whose submission was never written (the append after it failed), and
 * any whose submission was withdrawn or rejected, or whose bot was deleted or moved to another
 * application, is free.
 */
export function holderIsActive(
  applicationId: string,
  submission: readonly RecordedEvent[],
  bot: readonly RecordedEvent[],
  reservedMsAgo: number,
): boolean {
  const status = submissionStatus(submission);
  if (status === 'pending' || liveApplication(bot) === applicationId) return true;
  return status === 'none' && reservedMsAgo < RESERVATION_GRACE_MS;
}
