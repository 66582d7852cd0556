import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, READ_PORT_TOKENS, READ_STORE, type ReadStore } from '@botdir/read-store';
import { APP_CONFIG, BENCH_CACHE_BYPASS_HEADER, type AppConfig } from './config/app-config';
import { createEventStore, type EventStoreWrapper } from './event-store/create-event-store';
import { createReadStore } from './read-store/create-read-store';
import { createSessionStore } from './session/create-session-store';
import { SESSION_STORE, type SessionStore } from './session/session-store.port';
import { SessionService } from './session/session.service';
import { ProjectionWaiter } from './projection/projection-waiter';
import { ReadModelChanges } from './projection/read-model-changes';
import { CommandExecutor } from './commands/command-executor';
import { CommandHooks } from './commands/command-hooks';
import { ReactionRegistry } from './reactions/reaction-registry';
import { ApplicationReservations } from './applications/application-reservations';
import { DiscordApplications } from './discord/discord-applications';
import { guardDependency } from './dependencies/guard-dependency';
import { PolicyModule } from './policy/policy.module';
import { RouteTable } from './policy/route-table';
import { PublicAnswerCache } from './http/public-answer-cache';

/** Adapters chosen by configuration alone, shared by every module. */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(SESSION_STORE) private readonly sessionStore: SessionStore,
  ) {}

  static forConfig(config: AppConfig, wrapEventStore?: EventStoreWrapper) {
    return {
      module: InfrastructureModule,
      imports: [PolicyModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // Outages of each become a 503 with the dependency's code, never a 500.
        {
          provide: EVENT_STORE,
          useFactory: () => guardDependency('eventStore', createEventStore(config, wrapEventStore)),
        },
        {
          provide: READ_STORE,
          useFactory: async (eventStore: EventStore) =>
            guardDependency('readStore', await createReadStore(config, eventStore)),
          inject: [EVENT_STORE],
        },
        // The one place the modules' read ports and the operator side meet the read store.
        ...[PROJECTION_STORE, ...READ_PORT_TOKENS].map((token) => ({
          provide: token,
          useExisting: READ_STORE,
        })),
        {
          provide: SESSION_STORE,
          useFactory: () => guardDependency('redis', createSessionStore(config)),
        },
        SessionService,
        ProjectionWaiter,
        CommandHooks,
        ReactionRegistry,
        ReadModelChanges,
        CommandExecutor,
        ApplicationReservations,
        DiscordApplications,
        {
          provide: PublicAnswerCache,
          useFactory: (routes: RouteTable, changes: ReadModelChanges) =>
            new PublicAnswerCache(
              routes,
              changes,
              config.publicCacheMaxBytes,
              Date.now,
              (req) => config.benchMode && req.headers[BENCH_CACHE_BYPASS_HEADER] !== undefined,
              config.publicCacheStaleMs,
              config.publicCacheIdleMs,
            ),
          inject: [RouteTable, ReadModelChanges],
        },
      ],
      exports: [
        APP_CONFIG,
        EVENT_STORE,
        READ_STORE,
        PROJECTION_STORE,
        ...READ_PORT_TOKENS,
        SESSION_STORE,
        SessionService,
        ProjectionWaiter,
        ReadModelChanges,
        CommandExecutor,
        CommandHooks,
        ReactionRegistry,
        ApplicationReservations,
        DiscordApplications,
        PublicAnswerCache,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sessionStore.close();
    await this.readStore.close();
    await this.eventStore.close();
  }
}
