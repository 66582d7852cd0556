import { Injectable } from '@nestjs/common';
import { userBanStream, type CommandActor } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import type { BanCommand } from '../domain/ban.commands';
import { banDecider } from '../domain/ban.decider';

/** Bans, unbans and appeals: one decision on the user's ban stream each (invariant 2). */
@Injectable()
export class BanCommands {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(
    actor: CommandActor,
    userId: string,
    /** The command, judged at `now` (the clock is read here, never in the decider). */
    commandAt: (now: string) => BanCommand,
    idempotencyKey: string | null,
  ): Promise<void> {
    const now = new Date().toISOString();
    const command = commandAt(now);
    const context = createCommandContext({
      actor,
      commandType: command.type,
      idempotencyKey,
      now,
    });
    const outcome = await this.executor.execute({
      decider: banDecider,
      streamId: userBanStream(userId),
      command,
      context,
    });
    await this.executor.settle(outcome);
  }
}
