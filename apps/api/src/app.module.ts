import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { InfrastructureModule } from '@api/infrastructure/infrastructure.module';
import type { EventStoreWrapper } from '@api/infrastructure/event-store/create-event-store';
import { ObservabilityModule } from '@api/infrastructure/observability/observability.module';
import { ProjectionModule } from '@api/infrastructure/projection/projection.module';
import { ApiExceptionFilter } from '@api/infrastructure/http/api-exception.filter';
import { AuthModule } from '@api/modules/auth/auth.module';
import { BotsModule } from '@api/modules/bots/bots.module';
import { PublishApprovedBotReaction } from '@api/modules/bots/reactions/publish-approved-bot.reaction';
import { ReportUnlistingReaction } from '@api/modules/bots/reactions/report-unlisting.reaction';
import { EditReviewReaction } from '@api/modules/submissions/reactions/edit-review.reaction';
import { SubmissionsModule } from '@api/modules/submissions/submissions.module';
import { HealthController } from '@api/modules/health/health.controller';
import { OpenApiModule } from '@api/modules/openapi/openapi.module';
import { OutboxScheduleReaction } from '@api/modules/outbox/reactions/outbox-schedule.reaction';
import { NotificationDeliveryReaction } from '@api/modules/discord-notifications/reactions/notification-delivery.reaction';
import { VoteWebhookReaction } from '@api/modules/vote-webhooks/reactions/vote-webhook.reaction';
import { OutboxModule } from '@api/modules/outbox/outbox.module';
import { VoteWebhooksModule } from '@api/modules/vote-webhooks/vote-webhooks.module';
import { DiscordNotificationsModule } from '@api/modules/discord-notifications/discord-notifications.module';
import { WidgetsModule } from '@api/modules/widgets/widgets.module';
import { SeedModule } from '@api/seed/seed.module';
import { ReviewsModule } from '@api/modules/reviews/reviews.module';
import { ReportsModule } from '@api/modules/reports/reports.module';
import { BansModule } from '@api/modules/bans/bans.module';
import { StaffModule } from '@api/modules/staff/staff.module';
import { NotificationsModule } from '@api/modules/notifications/notifications.module';
import { NotificationsReaction } from '@api/modules/notifications/reactions/notifications.reaction';
import { ModulePortsModule } from './module-ports.module';

/**
 * The composition root: the one place that knows every module, so modules need not know each
 * other (ModulePortsModule wires the ports one module offers another). Every reaction is listed
 * here; which of them run before a command answers is the ReactionRegistry's rule.
 */
@Module({})
export class AppModule {
  static forConfig(config: AppConfig, wrapEventStore?: EventStoreWrapper): DynamicModule {
    const outbox = OutboxModule.forConfig(config);
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forConfig(config, wrapEventStore),
        ObservabilityModule.forConfig(config),
        ModulePortsModule,
        ProjectionModule.forConfig(config, {
          imports: [
            outbox,
            BotsModule,
            SubmissionsModule,
            NotificationsModule,
            VoteWebhooksModule,
            DiscordNotificationsModule,
          ],
          reactors: [
            PublishApprovedBotReaction,
            VoteWebhookReaction,
            OutboxScheduleReaction,
            EditReviewReaction,
            ReportUnlistingReaction,
            NotificationsReaction,
            NotificationDeliveryReaction,
          ],
        }),
        AuthModule,
        BotsModule,
        SubmissionsModule,
        ReportsModule,
        BansModule,
        ReviewsModule,
        StaffModule,
        NotificationsModule,
        outbox,
        VoteWebhooksModule,
        DiscordNotificationsModule,
        WidgetsModule,
        SeedModule,
        OpenApiModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
