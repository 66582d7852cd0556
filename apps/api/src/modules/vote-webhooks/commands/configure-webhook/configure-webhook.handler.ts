import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botWebhookStream, webhookUrlProblem } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { WebhookReader } from '../../application/webhook-reader';
import { assertMayChange } from '../../domain/webhook-access';
import { webhookDecider } from '../../domain/webhook.decider';
import { resolveTarget, TargetRefused } from '@api/modules/outbox/outbox.ports';
import { ConfigureWebhookCommand } from './configure-webhook.command';

@CommandHandler(ConfigureWebhookCommand)
export class ConfigureWebhookHandler implements ICommandHandler<ConfigureWebhookCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: WebhookReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, botId, url, secret, idempotencyKey }: ConfigureWebhookCommand) {
    const bot = await this.reader.botOf(botId);
    assertMayChange(actor, bot);
    const context = createCommandContext({
      actor,
      commandType: 'ConfigureWebhook',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: webhookDecider,
      streamId: botWebhookStream(botId),
      command: {
        type: 'ConfigureWebhook',
        actor,
        bot,
        url,
        secret,
        urlProblem: await this.urlProblem(url),
      },
      context,
    });
    await this.executor.settle(outcome);
    return { botId, url, configuredAt: context.now };
  }

  /** The URL's text, and in production where it resolves (checked again at every delivery). */
  private async urlProblem(url: string): Promise<string | null> {
    const { isProduction } = this.config;
    const problem = webhookUrlProblem(url, isProduction);
    if (problem !== null || !this.config.webhooks.publicAddressesOnly) return problem;
    try {
      await resolveTarget(url, true);
      return null;
    } catch (error) {
      return error instanceof TargetRefused ? error.message : 'its host does not resolve';
    }
  }
}
