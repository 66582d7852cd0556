import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { botStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';
import { botErrors } from '../../domain/bot.errors';
import { GetBotTokenQuery } from './get-bot-token.query';

@QueryHandler(GetBotTokenQuery)
export class GetBotTokenHandler implements IQueryHandler<GetBotTokenQuery> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId }: GetBotTokenQuery) {
    const bot = await this.executor.load(botDecider, botStream(botId));
    if (bot.status !== 'live') throw botErrors.notFound();
    if (bot.ownerId !== actor.id && !actor.isStaff) throw botErrors.notOwner();
    return { issuedAt: bot.token?.issuedAt ?? null };
  }
}
