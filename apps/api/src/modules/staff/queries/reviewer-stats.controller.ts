import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { reviewerStatsOf, type ReviewerStatsView } from '@botdir/contracts';
import { STAFF_READS, type StaffReads } from '@botdir/read-store';
import { AdministratorGuard } from '@api/infrastructure/auth/auth.guards';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const MONTH_MS = 30 * 86_400_000;

@Controller('api/admin/reviewer-stats')
@UseGuards(AdministratorGuard)
export class ReviewerStatsController {
  constructor(@Inject(STAFF_READS) private readonly reads: StaffReads) {}

  /** The Reviewer stats tab: each reviewer's last 7 and 30 days, as of now. */
  @RateLimit('reads')
  @Get()
  async stats(): Promise<ReviewerStatsView[]> {
    const now = Date.now();
    const rows = await this.reads.reviewerDecisions(new Date(now - MONTH_MS).toISOString());
    return reviewerStatsOf(rows, new Date(now).toISOString());
  }
}
