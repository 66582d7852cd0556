import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { CommandActor } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { OptionalActorGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { clientAddress } from '@api/infrastructure/security/address-key';
import { visitorKey } from '../../application/visitor-key';
import { liveInviteUrl } from '../../application/live-invite-url';
import { isInviteNavigation } from './invite-navigation';
import { RecordInviteClickCommand } from './record-invite-click.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const ANONYMOUS: CommandActor = { id: 'anonymous', name: 'Visitor', roles: [], isStaff: false };

@Controller('api/bots')
@UseGuards(OptionalActorGuard)
export class RecordInviteClickController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(BOT_READS) private readonly reads: BotReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends the visitor to Discord's invite page; a person opening it (`isInviteNavigation`) counts
   * as a click for trending, once a day per visitor.
   */
  @RateLimit('reads')
  @Get(':id/invite')
  async invite(
    @CurrentActor() actor: CommandActor | null,
    @Param('id', ParseBotIdPipe) botId: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visitor = visitorKey(this.config.sessionSecret, actor?.id ?? null, clientAddress(req));
    const { inviteUrl } = isInviteNavigation(req.headers)
      ? await this.commandBus.execute(
          new RecordInviteClickCommand(actor ?? ANONYMOUS, botId, visitor),
        )
      : { inviteUrl: await liveInviteUrl(this.reads, botId) };
    res.redirect(302, inviteUrl);
  }
}
