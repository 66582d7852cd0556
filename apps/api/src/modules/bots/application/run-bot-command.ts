import { botStream, type CommandActor } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import type { BotCommand } from '../domain/bot.commands';
import { botDecider } from '../domain/bot.decider';

/** Decides a command on `bot-{id}`, appends, and waits until the read models show it. */
export async function runBotCommand(
  executor: CommandExecutor,
  actor: CommandActor,
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
