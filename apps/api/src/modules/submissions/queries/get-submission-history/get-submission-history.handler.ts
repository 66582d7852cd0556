import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { submissionStream, type SubmissionHistoryEntry } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { staffRolesOf } from '@api/infrastructure/auth/staff-roles';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { submissionErrors } from '@api/modules/submissions/domain/submission.errors';
import { GetSubmissionHistoryQuery } from './get-submission-history.query';

/** The audit trail is the event stream itself (invariant 3), read from the event store. */
@QueryHandler(GetSubmissionHistoryQuery)
export class GetSubmissionHistoryHandler implements IQueryHandler<GetSubmissionHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ submissionId }: GetSubmissionHistoryQuery): Promise<SubmissionHistoryEntry[]> {
    const events = await this.store.readStream(submissionStream(submissionId));
    if (events.length === 0) throw submissionErrors.notFound();
    return events.map((event) => ({
      type: event.type,
      revision: event.revision,
      position: event.position,
      occurredAt: event.metadata.occurredAt,
      actor: event.metadata.actor,
      actorRoles: staffRolesOf(event.metadata.actor.roles, this.config).map((role) => role.title),
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
      commandId: event.metadata.commandId,
      data: event.data,
    }));
  }
}
