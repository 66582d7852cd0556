import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { EVENT_REACTORS, type EventReactor } from './event-reactor';
import { EventReactions } from './event-reactions';
import { InlineProjector } from './inline-projector';
import { RemoteProjectionTracker } from './remote-projection-tracker';
import { PROJECTION_RUNNER } from './projection-runner';

/** The process managers, with the modules that provide them (wired by the composition root). */
export interface ReactorRegistration {
  imports: NonNullable<ModuleMetadata['imports']>;
  reactors: Type<EventReactor>[];
}

/**
 * Without REDIS_URL this process projects its own events (embedded default); with it, the
 * projector process does, and this api tracks its progress.
 */
@Module({})
export class ProjectionModule {
  static forConfig(config: AppConfig, registration: ReactorRegistration): DynamicModule {
    const runner = config.redisUrl ? RemoteProjectionTracker : InlineProjector;
    return {
      module: ProjectionModule,
      global: true,
      imports: registration.imports,
      providers: [
        {
          provide: EVENT_REACTORS,
          useFactory: (...reactors: EventReactor[]) => reactors,
          inject: registration.reactors,
        },
        EventReactions,
        runner,
        { provide: PROJECTION_RUNNER, useExisting: runner },
      ],
      exports: [PROJECTION_RUNNER, EventReactions],
    };
  }
}
