import { Module } from '@nestjs/common';
import { StaffActivityController } from './queries/staff-activity.controller';

/** What Administrators see of staff work: the activity log (issue #27, item 4). */
@Module({ controllers: [StaffActivityController] })
export class StaffModule {}
