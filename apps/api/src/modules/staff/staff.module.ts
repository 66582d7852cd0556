import { Module } from '@nestjs/common';
import { ManageReasonsController } from './commands/manage-reasons/manage-reasons.controller';
import { ManageReasonsHandler } from './commands/manage-reasons/manage-reasons.handler';
import { ReviewerStatsController } from './queries/reviewer-stats.controller';
import { StaffActivityController } from './queries/staff-activity.controller';

/** Staff tools for Administrators: the activity log, canned reasons, reviewer statistics (issue #27, item 4). */
@Module({
  controllers: [StaffActivityController, ManageReasonsController, ReviewerStatsController],
  providers: [ManageReasonsHandler],
})
export class StaffModule {}
