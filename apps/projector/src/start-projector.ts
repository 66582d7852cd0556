import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { NestFactory } from '@nestjs/core';
import { Logger, type INestApplicationContext, type LogLevel } from '@nestjs/common';
import { EVENT_STORE, isEsdbOutage, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import type { ProjectorConfig } from './config/projector-config';
import { ProjectorModule } from './projector.module';
import { assertSameEventStore } from './config/same-event-store';
import type { EventStoreWrapper } from './config/create-stores';

const MAX_WAIT_MS = 5_000;

/**
 * The store check cannot be skipped, so an EventStoreDB still starting (or down) is waited for,
 * backing off up to 5 s; a mismatch or any other error stops the start at once.
 */
async function whenEventStoreAnswers(
  check: () => Promise<void>,
  warn: (message: string) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (!isEsdbOutage(error)) throw error;
      const wait = Math.min(100 * 2 ** attempt, MAX_WAIT_MS);
      warn(`Event store unreachable (${String(error)}); checking the store again in ${wait} ms`);
      await sleep(wait);
    }
  }
}

export interface RunningProjector {
  app: INestApplicationContext;
  /** Stops feeding, lets the worker finish its batch, then closes Redis and both stores. */
  stop(): Promise<void>;
}

/** Starts feeder and worker in this process (used by main.ts and by the in-process tests). */
export async function startProjector(
  config: ProjectorConfig,
  logLevels: LogLevel[] = ['log', 'warn', 'error'],
  options: { wrapEventStore?: EventStoreWrapper } = {},
): Promise<RunningProjector> {
  const logger = new Logger('Projector');
  const warn = logLevels.includes('warn') ? (message: string) => logger.warn(message) : () => {};
  await whenEventStoreAnswers(() => assertSameEventStore(config, options.wrapEventStore), warn);
  const module = ProjectorModule.forConfig(config, options.wrapEventStore);
  const app = await NestFactory.createApplicationContext(module, {
    logger: logLevels,
  });
  await app.init();
  const eventStore = app.get<EventStore>(EVENT_STORE);
  const readStore = app.get<ProjectionStore>(PROJECTION_STORE);
  return {
    app,
    stop: async () => {
      await app.close();
      await Promise.all([eventStore.close(), readStore.close()]);
    },
  };
}
