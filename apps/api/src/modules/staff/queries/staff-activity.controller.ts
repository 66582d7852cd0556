import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { STAFF_ACTIONS, STAFF_ACTIVITY_MAX_LIMIT, type StaffActivityPage } from '@botdir/contracts';
import { STAFF_READS, type StaffReads } from '@botdir/read-store';
import { AdministratorGuard } from '@api/infrastructure/auth/auth.guards';
import {
  optionalChoice,
  optionalInt,
  optionalMatch,
  optionalText,
  type QueryString,
} from '@api/infrastructure/http/query-params';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

/** An ISO date or UTC time, as the store compares it (`...Z`); null: not one. */
export function isoTime(value: string): string | null {
  if (!ISO_TIME.test(value) || Number.isNaN(Date.parse(value))) return null;
  return new Date(value).toISOString();
}

const positiveInteger = (value: string) =>
  /^\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

@Controller('api/admin/activity')
@UseGuards(AdministratorGuard)
export class StaffActivityController {
  constructor(@Inject(STAFF_READS) private readonly reads: StaffReads) {}

  /** The Activity tab: every staff action, newest first, filtered and paged by cursor. */
  @RateLimit('reads')
  @Get()
  list(@Query() query: QueryString): Promise<StaffActivityPage> {
    const staffId = optionalText(query, 'staff', 32);
    const action = optionalChoice(query, 'action', STAFF_ACTIONS);
    const from = optionalMatch(query, 'from', isoTime, 'an ISO date or time, like 2026-01-31');
    const to = optionalMatch(query, 'to', isoTime, 'an ISO date or time, like 2026-01-31');
    const before = optionalMatch(query, 'cursor', positiveInteger, 'a nextCursor of this route');
    return this.reads.staffActivity({
      ...(staffId !== undefined && { staffId }),
      ...(action !== undefined && { action }),
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
      ...(before !== undefined && { before }),
      limit: optionalInt(query, 'limit', 1, STAFF_ACTIVITY_MAX_LIMIT) ?? 50,
    });
  }
}
