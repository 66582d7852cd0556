import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { InfrastructureModule } from '@api/infrastructure/infrastructure.module';
import type { EventStoreWrapper } from '@api/infrastructure/event-store/create-event-store';
import { ObservabilityModule } from '@api/infrastructure/observability/observability.module';
import { ProjectionModule } from '@api/infrastructure/projection/projection.module';
import { ApiExceptionFilter } from '@api/infrastructure/http/api-exception.filter';
import { ApprovalModule } from '@api/modules/approval/approval.module';
import { ApprovalProcessManager } from '@api/modules/approval/approval.process-manager';
import { AuthModule } from '@api/modules/auth/auth.module';
import { BotPublisher } from '@api/modules/bots/application/bot-publisher';
import { BotsModule } from '@api/modules/bots/bots.module';
import { ReportUnlistingProcessManager } from '@api/modules/bots/application/report-unlisting.process-manager';
import { EditReviewProcessManager } from '@api/modules/submissions/application/edit-review.process-manager';
import { SubmittedBotReader } from '@api/modules/submissions/application/submitted-bot-reader';
import { SubmissionsModule } from '@api/modules/submissions/submissions.module';
import { HealthController } from '@api/modules/health/health.controller';
import { OpenApiModule } from '@api/modules/openapi/openapi.module';
import { OutboxScheduleReactor } from '@api/modules/webhooks/outbox/outbox-schedule.reactor';
import { NotificationDeliveryProcessManager } from '@api/modules/webhooks/outbox/notification-delivery.process-manager';
import { VoteWebhookProcessManager } from '@api/modules/webhooks/outbox/vote-webhook.process-manager';
import { WebhooksModule } from '@api/modules/webhooks/webhooks.module';
import { WidgetsModule } from '@api/modules/widgets/widgets.module';
import { SeedModule } from '@api/seed/seed.module';
import { ReportsModule } from '@api/modules/reports/reports.module';
import { NotificationsModule } from '@api/modules/notifications/notifications.module';
import { NotificationsProcessManager } from '@api/modules/notifications/application/notifications.process-manager';

/**
 * The composition root: the one place that knows every module, so modules need not know each
 * other. The approval process reaches the bots and submissions contexts through its ports.
 */
@Module({})
export class AppModule {
  static forConfig(config: AppConfig, wrapEventStore?: EventStoreWrapper): DynamicModule {
    const approval = ApprovalModule.register({
      imports: [BotsModule, SubmissionsModule],
      submittedBots: SubmittedBotReader,
      botPublisher: BotPublisher,
    });
    const webhooks = WebhooksModule.forConfig(config);
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forConfig(config, wrapEventStore),
        ObservabilityModule.forConfig(config),
        ProjectionModule.forConfig(config, {
          imports: [approval, webhooks, BotsModule, SubmissionsModule, NotificationsModule],
          reactors: [
            ApprovalProcessManager,
            VoteWebhookProcessManager,
            OutboxScheduleReactor,
            EditReviewProcessManager,
            ReportUnlistingProcessManager,
            NotificationsProcessManager,
            NotificationDeliveryProcessManager,
          ],
        }),
        AuthModule,
        BotsModule,
        SubmissionsModule,
        ReportsModule,
        NotificationsModule,
        webhooks,
        WidgetsModule,
        SeedModule,
        OpenApiModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
