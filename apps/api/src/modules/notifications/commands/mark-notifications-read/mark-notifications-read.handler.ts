import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userNotificationsStream, type NotificationsRead } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import {
  MarkNotificationsReadCommand,
  type NotificationsReadAnswer,
} from './mark-notifications-read.command';

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({
    actor,
    ids,
    idempotencyKey,
  }: MarkNotificationsReadCommand): Promise<NotificationsReadAnswer> {
    // The command type the log has always recorded: a retried Idempotency-Key keeps its command id.
    const context = createCommandContext({
      actor,
      commandType: 'ReadNotifications',
      idempotencyKey,
    });
    const event: NotificationsRead = {
      type: 'NotificationsRead',
      data: { userId: actor.id, notificationIds: ids },
    };
    const outcome = await this.executor.record(userNotificationsStream(actor.id), event, context);
    await this.executor.settle(outcome);
    return { read: ids === null ? 'all' : ids.length };
  }
}
