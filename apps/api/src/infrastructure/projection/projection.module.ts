import { Module } from '@nestjs/common';
import { BotsModule } from '../../modules/bots/bots.module';
import { ApprovalProcessManager } from '../../modules/bots/process-managers/approval.process-manager';
import { EVENT_REACTORS } from './event-reactor';
import { InlineProjector } from './inline-projector';

/** The embedded topology: this process projects its own events (no Redis configured). */
@Module({
  imports: [BotsModule],
  providers: [
    {
      provide: EVENT_REACTORS,
      useFactory: (approval: ApprovalProcessManager) => [approval],
      inject: [ApprovalProcessManager],
    },
    InlineProjector,
  ],
  exports: [InlineProjector],
})
export class ProjectionModule {}
