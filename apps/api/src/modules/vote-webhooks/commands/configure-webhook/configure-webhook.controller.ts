import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { configureWebhookSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { ConfigureWebhookCommand } from './configure-webhook.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class ConfigureWebhookController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner (or an Administrator) sets where votes are POSTed and the secret that signs them. */
  @RateLimit('writes')
  @Put(':id/webhook')
  configure(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(configureWebhookSchema)) body: InferType<typeof configureWebhookSchema>,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(
      new ConfigureWebhookCommand(actor, botId, body.url, body.secret ?? null, key),
    );
  }
}
