import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './infrastructure/config/app-config';
import { AppModule } from './app.module';
import { PublicAnswerCache } from './infrastructure/http/public-answer-cache';
import { installFastPublicReads } from './infrastructure/http/fast-public-reads';
import { RouteTable } from './infrastructure/policy/route-table';
import { matchRouteMiddleware } from './infrastructure/policy/matched-route';
import { unknownQueryMiddleware } from './infrastructure/policy/unknown-query.middleware';
import { jsonCompressionMiddleware } from './infrastructure/http/json-compression.middleware';
import { jsonBodyMiddleware } from './infrastructure/http/json-body.middleware';
import { spaMiddleware } from './infrastructure/http/spa.middleware';
import { sessionMiddleware } from './infrastructure/session/session.middleware';
import { SessionService } from './infrastructure/session/session.service';
import {
  PROJECTION_RUNNER,
  type ProjectionRunner,
} from './infrastructure/projection/projection-runner';
import { DemoSeedService } from './seed/demo-seed.service';
import { DiscordRolesRefresher } from './modules/auth/discord/discord-roles.refresher';
import { securityHeaders } from './infrastructure/security/security-headers';
import { corsMiddleware } from './infrastructure/security/cors.middleware';
import { sameOriginMiddleware } from './infrastructure/security/same-origin.middleware';
import { RateLimiter } from './infrastructure/security/rate-limit/rate-limiter';
import { queryShapeMiddleware } from './infrastructure/security/query-shape.middleware';

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
  app.set('trust proxy', config.trustProxy);
  // Policy comes from the route Express will run (its decorators), found once per request.
  // Cheap refusals first: headers, CORS, cross-site writes and per-address rate limits run
  // before any body is read or any session is loaded.
  const routes = app.get(RouteTable);
  const limiter = app.get(RateLimiter);
  app.use(matchRouteMiddleware(routes));
  app.use(securityHeaders(config.isProduction));
  app.use(corsMiddleware);
  app.use(sameOriginMiddleware(config.publicOrigin));
  app.use(limiter.byAddress);
  app.use(queryShapeMiddleware);
  app.use(unknownQueryMiddleware);
  app.use(jsonCompressionMiddleware);
  const answers = app.get(PublicAnswerCache);
  app.use(answers.middleware());
  app.use(jsonBodyMiddleware);
  app.use(sessionMiddleware(app.get(SessionService)));
  app.use(limiter.byUser);
  app.use(app.get(DiscordRolesRefresher).middleware);
  for (const handler of spaMiddleware(config.webDistDir)) app.use(handler);
  await app.init();
  if (!config.trustProxy) installFastPublicReads(app.getHttpServer(), answers, limiter);
  if (config.seedDemo) await app.get(DemoSeedService).run();
  await app.get<ProjectionRunner>(PROJECTION_RUNNER).catchUp();
  return app;
}

export function logStartup(config: AppConfig, url: string): void {
  const logger = new Logger('Startup');
  logger.warn(`Discord bot directory listening on ${url}`);
  logger.warn(
    `Event store: ${config.eventStoreUrl ? 'EventStoreDB' : 'SQLite'} · read store: ${config.mongoUrl ? 'MongoDB' : 'SQLite'} · data: ${config.dataDir}`,
  );
  if (config.discord.clientId) {
    logger.warn(
      `Discord login: ${config.discord.authorizeUrl} (API ${config.discord.apiUrl}), guild ${config.discord.guildId}`,
    );
  }
  if (config.devLoginEnabled) {
    logger.warn(
      `DEVELOPMENT LOGIN enabled (no DISCORD_CLIENT_ID): open ${url}/auth/discord. Staff role ids: Administrator ${config.staffRoleIds.administrator}, Bot Reviewer ${config.staffRoleIds.reviewer}`,
    );
  }
}
