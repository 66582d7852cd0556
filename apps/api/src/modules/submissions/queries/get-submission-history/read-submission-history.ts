import { submissionStream, type SubmissionHistoryEntry } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';
import { staffRolesOf } from '@api/infrastructure/auth/staff-roles';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { submissionErrors } from '@api/modules/submissions/domain/submission.errors';

/** The audit trail is the event stream itself (invariant 3), read from the event store. */
export async function readSubmissionHistory(
  store: EventStore,
  config: AppConfig,
  submissionId: string,
): Promise<SubmissionHistoryEntry[]> {
  const events = await store.readStream(submissionStream(submissionId));
  if (events.length === 0) throw submissionErrors.notFound();
  return events.map((event) => ({
    type: event.type,
    revision: event.revision,
    position: event.position,
    occurredAt: event.metadata.occurredAt,
    actor: event.metadata.actor,
    actorRoles: staffRolesOf(event.metadata.actor.roles, config).map((role) => role.title),
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId,
    commandId: event.metadata.commandId,
    data: event.data,
  }));
}
