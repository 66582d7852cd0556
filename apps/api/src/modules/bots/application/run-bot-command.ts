import { botStream } from '@botdir/contracts';
import { CommandExecutor } from '../../../infrastructure/commands/command-executor';
import { createCommandContext } from '../../../infrastructure/commands/command-context';
import type { ActorContext } from '../../auth/actor-context';
import type { BotCommand } from '../domain/bot.commands';
import { botDecider } from '../domain/bot.decider';

/** Decides a command on `bot-{id}`, appends, and waits until the read models show it. */
export async function runBotCommand(
  executor: CommandExecutor,
  actor: ActorContext,
  botId: number,
  command: BotCommand,
  idempotencyKey: string | null,
): Promise<void> {
  const context = createCommandContext({ actor, commandType: command.type, idempotencyKey });
  const outcome = await executor.execute({
    decider: botDecider,
    streamId: botStream(botId),
    command,
    context,
  });
  await executor.settle(outcome);
}
