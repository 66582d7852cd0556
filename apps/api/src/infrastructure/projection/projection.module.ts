import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ReactionRegistry } from '../reactions/reaction-registry';
import { REACTORS, type Reactor } from '../reactions/reaction';
import { InlineProjector } from './inline-projector';
import { RemoteProjectionTracker } from './remote-projection-tracker';
import { PROJECTION_RUNNER } from './projection-runner';

/** The process managers, with the modules that provide them (wired by the composition root). */
export interface ReactorRegistration {
  imports: NonNullable<ModuleMetadata['imports']>;
  reactors: Type<Reactor>[];
}

/**
 * Without REDIS_URL this process projects its own events (embedded default); with it, the
 * projector process does, and this api tracks its progress. Either runs the reactions registered
 * here over the log.
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
          // Registered while the app is built: before any command runs or the log is followed.
          provide: REACTORS,
          useFactory: (registry: ReactionRegistry, ...reactors: Reactor[]) => {
            registry.register(reactors.map((reactor) => reactor.reaction));
            return reactors;
          },
          inject: [ReactionRegistry, ...registration.reactors],
        },
        runner,
        { provide: PROJECTION_RUNNER, useExisting: runner },
      ],
      exports: [PROJECTION_RUNNER],
    };
  }
}
