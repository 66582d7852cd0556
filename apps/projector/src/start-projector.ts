import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, LogLevel } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import type { ProjectorConfig } from './config/projector-config';
import { ProjectorModule } from './projector.module';
import { assertSameEventStore } from './config/same-event-store';

export interface RunningProjector {
  app: INestApplicationContext;
  /** Stops feeding, lets the worker finish its batch, then closes Redis and both stores. */
  stop(): Promise<void>;
}

/** Starts feeder and worker in this process (used by main.ts and by the in-process tests). */
export async function startProjector(
  config: ProjectorConfig,
  logLevels: LogLevel[] = ['log', 'warn', 'error'],
): Promise<RunningProjector> {
  await assertSameEventStore(config);
  const app = await NestFactory.createApplicationContext(ProjectorModule.forConfig(config), {
    logger: logLevels,
  });
  await app.init();
  const eventStore = app.get<EventStore>(EVENT_STORE);
  const readStore = app.get<ReadStore>(READ_STORE);
  return {
    app,
    stop: async () => {
      await app.close();
      await Promise.all([eventStore.close(), readStore.close()]);
    },
  };
}
