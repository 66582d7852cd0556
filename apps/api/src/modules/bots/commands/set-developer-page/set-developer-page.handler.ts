import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { developerStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { developerPageDecider } from '../../domain/developer-page.decider';
import { SetDeveloperPageCommand } from './set-developer-page.command';

@CommandHandler(SetDeveloperPageCommand)
export class SetDeveloperPageHandler implements ICommandHandler<SetDeveloperPageCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, hidden, idempotencyKey }: SetDeveloperPageCommand) {
    const context = createCommandContext({
      actor,
      commandType: 'SetDeveloperPageVisibility',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: developerPageDecider,
      streamId: developerStream(actor.id),
      command: { type: 'SetDeveloperPageVisibility', userId: actor.id, hidden },
      context,
    });
    await this.executor.settle(outcome);
    return { hidden };
  }
}
