import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { voteReminderSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { SetVoteReminderCommand } from './set-vote-reminder.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class SetVoteReminderController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Opts the caller in to (or out of) a notification when they may vote for the bot again. */
  @RateLimit('writes')
  @Put(':id/vote-reminder')
  set(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(voteReminderSchema)) body: InferType<typeof voteReminderSchema>,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new SetVoteReminderCommand(actor, botId, body.enabled, key));
  }
}
