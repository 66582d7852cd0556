import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import type { AppConfig } from './infrastructure/config/app-config';
import { AppModule } from './app.module';
import type { EventStoreWrapper } from './infrastructure/event-store/create-event-store';
import { PublicAnswerCache } from './infrastructure/http/public-answer-cache';
import { installFastPublicReads } from './infrastructure/http/fast-public-reads';
import { RouteTable } from './infrastructure/policy/route-table';
import { matchRouteMiddleware } from './infrastructure/policy/matched-route';
import { unknownQueryMiddleware } from './infrastructure/policy/unknown-query.middleware';
import { jsonCompressionMiddleware } from './infrastructure/http/json-compression.middleware';
import { jsonBodyMiddleware } from './infrastructure/http/json-body.middleware';
import { boundHttpServer } from './infrastructure/http/http-server-bounds';
import { FIRST_VIEW_READS, type FirstViewReads } from './infrastructure/http/spa/first-view-reads';
import { spaMiddleware } from './infrastructure/http/spa.middleware';
import { sessionMiddleware } from './infrastructure/session/session.middleware';
import { SessionService } from './infrastructure/session/session.service';
import {
  PROJECTION_RUNNER,
  type ProjectionRunner,
} from './infrastructure/projection/projection-runner';
import { DemoSeedService } from './seed/demo-seed.service';
import { buildOpenApiDocument } from './modules/openapi/build-openapi-document';
import { describedRoutes } from './modules/openapi/described-routes';
import { withEveryController } from './modules/openapi/with-every-controller';
import { ROUTE_DOCS } from './route-docs';
import { OpenApiDocument } from './modules/openapi/openapi-document';
import { DiscordRolesRefresher } from './modules/auth/discord/discord-roles.refresher';
import { securityHeaders } from './infrastructure/security/security-headers';
import { corsMiddleware } from './infrastructure/security/cors.middleware';
import { sameOriginMiddleware } from './infrastructure/security/same-origin.middleware';
import { RateLimiter } from './infrastructure/security/rate-limit/rate-limiter';
import { queryShapeMiddleware } from './infrastructure/security/query-shape.middleware';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Registry } from 'prom-client';
import type { Queue } from 'bullmq';
import { HTTP_LOGGING } from './infrastructure/observability/observability.module';
import type { HttpLogging } from './infrastructure/observability/logging/logger.options';
import { HttpMetrics, routeLabel } from './infrastructure/observability/metrics/http-metrics';
import {
  METRICS_PATH,
  metricsEndpoint,
} from './infrastructure/observability/metrics/metrics-endpoint';
import { METRICS_REGISTRY } from './infrastructure/observability/metrics/metrics.tokens';
import { BULL_QUEUES } from './infrastructure/observability/queues/projection-queues';
import { QUEUE_BOARD_PATH, queueBoard } from './infrastructure/observability/queues/queue-board';
import { ProjectionWaiter } from '@api/infrastructure/projection/projection-waiter';

/** Builds the api on a configuration: stores, projector, seed. Tests call this too. */
export async function createApp(
  config: AppConfig,
  options: { logger?: boolean; wrapEventStore?: EventStoreWrapper } = {},
): Promise<INestApplication> {
  const module = AppModule.forConfig(config, options.wrapEventStore);
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bodyParser: false,
    logger: options.logger === false ? false : ['warn', 'error'],
    bufferLogs: options.logger !== false,
  });
  if (options.logger !== false) app.useLogger(app.get(PinoNestLogger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Observed first: every answer, refusals included, is logged and timed.
  app.use(app.get<HttpLogging>(HTTP_LOGGING).middleware);
  app.use(app.get(HttpMetrics).middleware);
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
  const registry = app.get<Registry>(METRICS_REGISTRY);
  app.use(METRICS_PATH, ...metricsEndpoint(registry, config.observability.metricsToken, limiter));
  app.use(queryShapeMiddleware);
  app.use(unknownQueryMiddleware);
  app.use(jsonCompressionMiddleware);
  // Sessions load before the answer cache: a logged-in read spends its account's budget.
  app.use(sessionMiddleware(app.get(SessionService)));
  app.use(limiter.byUser);
  const answers = app.get(PublicAnswerCache);
  app.use(answers.middleware());
  app.use(jsonBodyMiddleware);
  app.use(app.get(DiscordRolesRefresher).middleware);
  const board = queueBoard(config, app.get<Queue[]>(BULL_QUEUES));
  app.use(QUEUE_BOARD_PATH, routeLabel(QUEUE_BOARD_PATH), ...board);
  const waiter = app.get(ProjectionWaiter);
  const spa = spaMiddleware({
    distDir: config.webDistDir,
    readStore: app.get<BotReads>(BOT_READS),
    firstView: app.get<FirstViewReads>(FIRST_VIEW_READS),
    admitsPageReads: (req) => limiter.admitsPageReads(req),
    publicOrigin: config.publicOrigin,
    position: () => waiter.position,
  });
  for (const handler of spa) app.use(handler);
  await app.init();
  boundHttpServer(app.getHttpServer());
  const described = describedRoutes(withEveryController(app, ROUTE_DOCS));
  app.get(OpenApiDocument).set(buildOpenApiDocument(described));
  if (!config.trustProxy) installFastPublicReads(app.getHttpServer(), answers, limiter);
  if (config.seedDemo) await app.get(DemoSeedService).run();
  await catchUpIfReachable(app);
  return app;
}

/** An event store down at start is an outage to answer with 503s, not a reason not to start. */
async function catchUpIfReachable(app: INestApplication): Promise<void> {
  try {
    await app.get<ProjectionRunner>(PROJECTION_RUNNER).catchUp();
  } catch (error) {
    new Logger('Startup').error(
      `Could not catch up with the event store (${String(error)}); serving the read models as they are`,
    );
  }
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
