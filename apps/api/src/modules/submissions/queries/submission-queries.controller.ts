import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { LIMITS, SUBMISSION_LIST_STATUSES, type CommandActor } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { REVIEW_READS, type ReviewReads } from '@botdir/read-store';
import { LoggedInGuard, StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import {
  optionalChoice,
  optionalInt,
  optionalMatch,
  optionalText,
  type QueryString,
} from '@api/infrastructure/http/query-params';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { ReviewFigures } from '@api/modules/submissions/application/review-figures';
import { readAdminSubmissions } from './get-admin-submissions/read-admin-submissions';
import { readSubmissionHistory } from './get-submission-history/read-submission-history';
import { readUserSubmissions } from './get-user-submissions/read-user-submissions';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** A time as the read models store it (`toISOString`), or null when it is not one. */
function isoTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

@Controller('api')
export class SubmissionQueriesController {
  constructor(
    @Inject(REVIEW_READS) private readonly reads: ReviewReads,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly figures: ReviewFigures,
  ) {}

  /**
   * `status=pending|approved|unlisted|rejected` (the original UI's `pending=true` also works), `search`
   * (text in the submitted bot or the submitter's name), `reviewedSince` (an ISO time: decided
   * since then), `limit` and `offset` for pages.
   */
  @RateLimit('reads')
  @Get('admin/submissions')
  @UseGuards(StaffGuard)
  list(@Query() query: QueryString) {
    const pending = optionalChoice(query, 'pending', ['true', 'false'] as const);
    const status =
      optionalChoice(query, 'status', SUBMISSION_LIST_STATUSES) ??
      (pending === 'true' ? 'pending' : undefined);
    const search = optionalText(query, 'search', LIMITS.searchMax);
    const reviewedSince = optionalMatch(query, 'reviewedSince', isoTime, 'an ISO 8601 time');
    return readAdminSubmissions(this.reads, {
      ...(status ? { status } : {}),
      ...(search ? { search } : {}),
      ...(reviewedSince ? { reviewedSince } : {}),
      limit: optionalInt(query, 'limit', 1, 500) ?? 200,
      offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
    });
  }

  @RateLimit('reads')
  @Get('admin/submissions/:id/history')
  @UseGuards(StaffGuard)
  history(@Param('id', ParseSubmissionIdPipe) submissionId: string) {
    return readSubmissionHistory(this.eventStore, this.config, submissionId);
  }

  @RateLimit('reads')
  @Get('user/submissions')
  @UseGuards(LoggedInGuard)
  mine(@CurrentActor() actor: CommandActor) {
    return readUserSubmissions(this.reads, this.figures, actor.id);
  }
}
