import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { BotsModule } from '../../modules/bots/bots.module';
import { ApprovalProcessManager } from '../../modules/bots/process-managers/approval.process-manager';
import { EVENT_REACTORS } from './event-reactor';
import { InlineProjector } from './inline-projector';
import { RemoteProjectionTracker } from './remote-projection-tracker';
import { PROJECTION_RUNNER } from './projection-runner';

/**
 * Without REDIS_URL this process projects its own events (embedded default); with it, the
 * projector process does, and this api tracks its progress.
 */
@Module({})
export class ProjectionModule {
  static forConfig(config: AppConfig): DynamicModule {
    const runner = config.redisUrl ? RemoteProjectionTracker : InlineProjector;
    return {
      module: ProjectionModule,
      imports: [BotsModule],
      providers: [
        {
          provide: EVENT_REACTORS,
          useFactory: (approval: ApprovalProcessManager) => [approval],
          inject: [ApprovalProcessManager],
        },
        runner,
        { provide: PROJECTION_RUNNER, useExisting: runner },
      ],
      exports: [PROJECTION_RUNNER],
    };
  }
}
