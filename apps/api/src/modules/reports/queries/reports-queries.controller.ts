import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { ReportView } from '@botdir/contracts';
import { REPORT_READS, type ReportReads } from '@botdir/read-store';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import {
  optionalChoice,
  optionalInt,
  type QueryString,
} from '@api/infrastructure/http/query-params';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/admin/reports')
@UseGuards(StaffGuard)
export class ReportsQueriesController {
  constructor(@Inject(REPORT_READS) private readonly reads: ReportReads) {}

  /** The Reports tab: `status=open|resolved`, newest first. */
  @RateLimit('reads')
  @Get()
  list(@Query() query: QueryString): Promise<ReportView[]> {
    const status = optionalChoice(query, 'status', ['open', 'resolved'] as const);
    return this.reads.listReports({
      ...(status ? { status } : {}),
      limit: optionalInt(query, 'limit', 1, 500) ?? 200,
      offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
    });
  }
}
