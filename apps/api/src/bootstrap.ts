import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './infrastructure/config/app-config';
import { AppModule } from './app.module';
import { jsonBodyMiddleware } from './infrastructure/http/json-body.middleware';
import { spaMiddleware } from './infrastructure/http/spa.middleware';
import { sessionMiddleware } from './infrastructure/session/session.middleware';
import { SessionService } from './infrastructure/session/session.service';
import { InlineProjector } from './infrastructure/projection/inline-projector';
import { DemoSeedService } from './modules/seed/demo-seed.service';

/** Builds the api on a configuration: stores, projector, seed. Tests call this too. */
export async function createApp(
  config: AppConfig,
  options: { logger?: boolean } = {},
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: options.logger === false ? false : ['warn', 'error'],
  });
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  app.use(jsonBodyMiddleware);
  app.use(sessionMiddleware(app.get(SessionService)));
  for (const handler of spaMiddleware(config.webDistDir)) app.use(handler);
  await app.init();
  if (config.seedDemo) await app.get(DemoSeedService).run();
  await app.get(InlineProjector).catchUp();
  return app;
}

export function logStartup(config: AppConfig, url: string): void {
  const logger = new Logger('Startup');
  logger.warn(`Discord bot directory listening on ${url}`);
  logger.warn(
    `Event store: ${config.eventStoreUrl ? 'EventStoreDB' : 'SQLite'} · read store: ${config.mongoUrl ? 'MongoDB' : 'SQLite'} · data: ${config.dataDir}`,
  );
  if (config.devLoginEnabled) {
    logger.warn(
      `DEVELOPMENT LOGIN enabled (no DISCORD_CLIENT_ID): open ${url}/auth/discord. Staff role ids: Administrator ${config.staffRoleIds.administrator}, Bot Reviewer ${config.staffRoleIds.reviewer}`,
    );
  }
}
