import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { optionalInt, type QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { GetWebhookDeliveriesQuery } from './get-webhook-deliveries/get-webhook-deliveries.query';
import { GetWebhookQuery } from './get-webhook/get-webhook.query';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** The owner's (or staff's) view of a bot's webhook; never public, never cached. */
@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class WebhookQueriesController {
  constructor(private readonly queryBus: QueryBus) {}

  @RateLimit('reads')
  @Get(':id/webhook')
  webhook(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return this.queryBus.execute(new GetWebhookQuery(actor, botId));
  }

  @RateLimit('reads')
  @Get(':id/webhook/deliveries')
  deliveries(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Query() query: QueryString,
  ) {
    const limit = optionalInt(query, 'limit', 1, 100) ?? 50;
    return this.queryBus.execute(new GetWebhookDeliveriesQuery(actor, botId, limit));
  }
}
