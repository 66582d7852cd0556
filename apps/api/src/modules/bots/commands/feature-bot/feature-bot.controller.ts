import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { featureBotSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { FeatureBotCommand } from './feature-bot.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/admin/bots')
@UseGuards(StaffGuard)
export class FeatureBotController {
  constructor(private readonly commandBus: CommandBus) {}

  @RateLimit('writes')
  @Put(':id/featured')
  feature(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(featureBotSchema)) { featured }: InferType<typeof featureBotSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<{ botId: number; featured: boolean }> {
    return this.commandBus.execute(
      new FeatureBotCommand({ actor, botId, featured, idempotencyKey: key }),
    );
  }
}
