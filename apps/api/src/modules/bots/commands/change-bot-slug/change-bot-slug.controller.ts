import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeBotSlugSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ChangeBotSlugCommand } from './change-bot-slug.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class ChangeBotSlugController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner (or staff) gives a live bot a new address; the old one redirects to it. */
  @RateLimit('writes')
  @Put(':id/slug')
  changeSlug(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(changeBotSlugSchema)) { slug }: InferType<typeof changeBotSlugSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<{ botId: number; slug: string }> {
    return this.commandBus.execute(
      new ChangeBotSlugCommand({ actor, botId, slug, idempotencyKey: key }),
    );
  }
}
