import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from './infrastructure/config/app-config';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { ProjectionModule } from './infrastructure/projection/projection.module';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { AuthModule } from './modules/auth/auth.module';
import { BotsModule } from './modules/bots/bots.module';
import { SubmissionsModule } from './modules/submissions/submissions.module';
import { SeedModule } from './modules/seed/seed.module';
import { HealthController } from './modules/health/health.controller';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forConfig(config),
        ProjectionModule.forConfig(config),
        AuthModule,
        BotsModule,
        SubmissionsModule,
        SeedModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
