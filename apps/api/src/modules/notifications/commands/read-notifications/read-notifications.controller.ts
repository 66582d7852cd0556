import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { userNotificationsStream, type CommandActor } from '@botdir/contracts';
import * as yup from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** `{}` marks every notification read; `{ ids }` only those. */
export const readSchema = yup
  .object({
    ids: yup
      .array(yup.string().typeError('ids must be notification ids').required().max(100))
      .typeError('ids must be a list')
      .max(100, 'At most 100 ids'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

@Controller('api/user/notifications')
@UseGuards(LoggedInGuard)
export class ReadNotificationsController {
  constructor(private readonly executor: CommandExecutor) {}

  @RateLimit('writes')
  @Post('read')
  @HttpCode(200)
  async read(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(readSchema)) body: yup.InferType<typeof readSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<{ read: 'all' | number }> {
    const ids = body.ids ?? null;
    const context = createCommandContext({
      actor,
      commandType: 'ReadNotifications',
      idempotencyKey: key,
    });
    const event = {
      type: 'NotificationsRead',
      data: { userId: actor.id, notificationIds: ids },
    } as const;
    const outcome = await this.executor.record(userNotificationsStream(actor.id), event, context);
    await this.executor.settle(outcome);
    return { read: ids === null ? 'all' : ids.length };
  }
}
