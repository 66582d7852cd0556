import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SubmissionHistoryEntry, SubmissionStatus, SubmissionView } from '@botdir/contracts';
import { LoggedInGuard, StaffGuard } from '../../auth/auth.guards';
import { CurrentActor } from '../../auth/current-actor.decorator';
import type { ActorContext } from '../../auth/actor-context';
import {
  optionalChoice,
  optionalInt,
  type QueryString,
} from '../../../infrastructure/http/query-params';
import { parseSubmissionId } from '../application/parse-submission-id';
import { GetAdminSubmissionsQuery } from './get-admin-submissions/get-admin-submissions.query';
import { GetSubmissionHistoryQuery } from './get-submission-history/get-submission-history.query';
import { GetUserSubmissionsQuery } from './get-user-submissions/get-user-submissions.query';

const STATUSES: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

@Controller('api')
export class SubmissionQueriesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `status=pending|approved|rejected`; the original UI's `pending=true` also works. */
  @Get('admin/submissions')
  @UseGuards(StaffGuard)
  list(@Query() query: QueryString): Promise<SubmissionView[]> {
    const pending = optionalChoice(query, 'pending', ['true', 'false'] as const);
    const status =
      optionalChoice(query, 'status', STATUSES) ?? (pending === 'true' ? 'pending' : undefined);
    return this.queryBus.execute(
      new GetAdminSubmissionsQuery({
        ...(status ? { status } : {}),
        limit: optionalInt(query, 'limit', 1, 500) ?? 200,
        offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
      }),
    );
  }

  @Get('admin/submissions/:id/history')
  @UseGuards(StaffGuard)
  history(@Param('id') id: string): Promise<SubmissionHistoryEntry[]> {
    return this.queryBus.execute(new GetSubmissionHistoryQuery(parseSubmissionId(id)));
  }

  @Get('user/submissions')
  @UseGuards(LoggedInGuard)
  mine(@CurrentActor() actor: ActorContext): Promise<SubmissionView[]> {
    return this.queryBus.execute(new GetUserSubmissionsQuery(actor.id));
  }
}
