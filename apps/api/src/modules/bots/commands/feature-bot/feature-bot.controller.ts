import { Body, Controller, Headers, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { featureBotSchema } from '@botdir/contracts';
import { StaffGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey, validateBody } from '../../../../infrastructure/http/validate-body';
import { parseBotId } from '../../application/parse-bot-id';
import { FeatureBotCommand } from './feature-bot.command';

@Controller('api/admin/bots')
@UseGuards(StaffGuard)
export class FeatureBotController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id/featured')
  async feature(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<{ botId: number; featured: boolean }> {
    const botId = parseBotId(id);
    const { featured } = await validateBody(featureBotSchema, body);
    return this.commandBus.execute(
      new FeatureBotCommand(actor, botId, featured, readIdempotencyKey(key)),
    );
  }
}
