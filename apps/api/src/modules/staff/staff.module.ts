import { Module } from '@nestjs/common';
import { ManageReasonsController } from './commands/manage-reasons/manage-reasons.controller';
import { ManageReasonsHandler } from './commands/manage-reasons/manage-reasons.handler';
import { StaffActivityController } from './queries/staff-activity.controller';

/** Staff tools for Administrators: the activity log and canned reasons (issue #27, item 4). */
@Module({
  controllers: [StaffActivityController, ManageReasonsController],
  providers: [ManageReasonsHandler],
})
export class StaffModule {}
