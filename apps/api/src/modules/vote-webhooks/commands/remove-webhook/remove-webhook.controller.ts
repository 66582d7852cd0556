import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { RemoveWebhookCommand } from './remove-webhook.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RemoveWebhookController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Votes stop being delivered; deliveries already requested fail without being sent. */
  @RateLimit('writes')
  @Delete(':id/webhook')
  @HttpCode(204)
  remove(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
  ): Promise<void> {
    return this.commandBus.execute(new RemoveWebhookCommand(actor, botId));
  }
}
