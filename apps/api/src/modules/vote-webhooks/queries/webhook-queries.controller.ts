import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import type { CommandActor } from '@botdir/contracts';
import { WEBHOOK_READS, type WebhookReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { optionalInt, type QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { WebhookReader } from '../application/webhook-reader';
import { readWebhook, readWebhookDeliveries } from './get-webhook/read-webhook';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** The owner's (or staff's) view of a bot's webhook; never public, never cached. */
@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class WebhookQueriesController {
  constructor(
    @Inject(WEBHOOK_READS) private readonly reads: WebhookReads,
    private readonly reader: WebhookReader,
  ) {}

  @RateLimit('reads')
  @Get(':id/webhook')
  webhook(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return readWebhook(this.reads, this.reader, actor, botId);
  }

  @RateLimit('reads')
  @Get(':id/webhook/deliveries')
  deliveries(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Query() query: QueryString,
  ) {
    const limit = optionalInt(query, 'limit', 1, 100) ?? 50;
    return readWebhookDeliveries(this.reads, this.reader, { actor, botId, limit });
  }
}
