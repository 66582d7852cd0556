import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { ReportView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
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
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The Reports tab: `status=open|resolved`, newest first. */
  @RateLimit('reads')
  @Get()
  list(@Query() query: QueryString): Promise<ReportView[]> {
    const status = optionalChoice(query, 'status', ['open', 'resolved'] as const);
    return this.readStore.listReports({
      ...(status ? { status } : {}),
      limit: optionalInt(query, 'limit', 1, 500) ?? 200,
      offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
    });
  }
}
