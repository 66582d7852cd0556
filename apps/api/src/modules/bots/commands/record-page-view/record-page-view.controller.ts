import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { CommandActor } from '@botdir/contracts';
import { OptionalActorGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { clientAddress } from '@api/infrastructure/security/address-key';
import { visitorKey } from '../../application/visitor-key';
import { RecordPageViewCommand } from './record-page-view.command';
import { AllowedWhileBanned, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const ANONYMOUS: CommandActor = { id: 'anonymous', name: 'Visitor', roles: [], isStaff: false };

@Controller('api/bots')
@UseGuards(OptionalActorGuard)
export class RecordPageViewController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The bot page reports its view: one per visitor, bot and day, for the owner's analytics. */
  @RateLimit('reads')
  @AllowedWhileBanned()
  @Post(':id/views')
  @HttpCode(204)
  async view(
    @CurrentActor() actor: CommandActor | null,
    @Param('id', ParseBotIdPipe) botId: number,
    @Req() req: Request,
  ): Promise<void> {
    const visitor = visitorKey(this.config.sessionSecret, actor?.id ?? null, clientAddress(req));
    await this.commandBus.execute(new RecordPageViewCommand(actor ?? ANONYMOUS, botId, visitor));
  }
}
