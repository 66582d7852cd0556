import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runBotCommand } from '@api/modules/bots/application/run-bot-command';
import { botErrors } from '../../domain/bot.errors';
import { ChangeBotSlugCommand } from './change-bot-slug.command';

/**
 * A slug any bot ever held (its old ones redirect) is taken, except by that bot itself, which may
 * take an old one back. Checked on the read model: two owners racing within its lag for one slug
 * can both pass, and the earlier holder then keeps the address (docs/rules.md).
 */
@CommandHandler(ChangeBotSlugCommand)
export class ChangeBotSlugHandler implements ICommandHandler<ChangeBotSlugCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(BOT_READS) private readonly reads: BotReads,
  ) {}

  async execute({ request: { actor, botId, slug, idempotencyKey } }: ChangeBotSlugCommand) {
    const holder = await this.reads.resolveBotRef({ kind: 'slug', slug });
    if (holder !== null && holder !== botId) throw botErrors.slugTaken(slug);
    const command = { type: 'ChangeBotSlug', actor, slug } as const;
    await runBotCommand(this.executor, actor, botId, command, idempotencyKey);
    return { botId, slug };
  }
}
