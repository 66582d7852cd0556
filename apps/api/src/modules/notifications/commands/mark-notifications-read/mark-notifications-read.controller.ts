import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { markNotificationsReadSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import {
  MarkNotificationsReadCommand,
  type NotificationsReadAnswer,
} from './mark-notifications-read.command';

@Controller('api/user/notifications')
@UseGuards(LoggedInGuard)
export class MarkNotificationsReadController {
  constructor(private readonly commandBus: CommandBus) {}

  @RateLimit('writes')
  @Post('read')
  @HttpCode(200)
  read(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(markNotificationsReadSchema))
    body: InferType<typeof markNotificationsReadSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<NotificationsReadAnswer> {
    return this.commandBus.execute(new MarkNotificationsReadCommand(actor, body.ids ?? null, key));
  }
}
