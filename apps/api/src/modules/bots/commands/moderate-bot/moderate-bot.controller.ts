import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  normaliseText,
  moderateBotSchema,
  unlistBotSchema,
  type CommandActor,
} from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ModerateBotCommand, type ModerationAnswer } from './moderate-bot.command';

type ReasonBody = InferType<typeof moderateBotSchema>;

@Controller('api/admin/bots')
@UseGuards(StaffGuard)
export class ModerateBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Takes a live bot off every public list (the owner is notified). */
  @RateLimit('writes')
  @Post(':id/unlist')
  @HttpCode(200)
  unlist(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(unlistBotSchema)) body: InferType<typeof unlistBotSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<ModerationAnswer> {
    const reason = normaliseText(body.reason ?? '');
    const reasonIds = body.reasonIds ?? [];
    return this.commandBus.execute(
      new ModerateBotCommand({
        actor,
        botId,
        action: 'unlist',
        reason,
        reasonIds,
        idempotencyKey: key,
      }),
    );
  }

  @RateLimit('writes')
  @Post(':id/relist')
  @HttpCode(200)
  relist(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(moderateBotSchema)) body: ReasonBody,
    @IdempotencyKey() key: string | null,
  ): Promise<ModerationAnswer> {
    const reason = normaliseText(body.reason);
    return this.commandBus.execute(
      new ModerateBotCommand({ actor, botId, action: 'relist', reason, idempotencyKey: key }),
    );
  }
}
