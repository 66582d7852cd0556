import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CommandActor } from '@botdir/contracts';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { OptionalActorGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { RecordInviteClickCommand } from './record-invite-click.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const ANONYMOUS: CommandActor = { id: 'anonymous', name: 'Visitor', roles: [], isStaff: false };

@Controller('api/bots')
@UseGuards(OptionalActorGuard)
export class RecordInviteClickController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the click for trending, then sends the visitor to Discord's invite page. */
  @RateLimit('reads')
  @Get(':id/invite')
  async invite(
    @CurrentActor() actor: CommandActor | null,
    @Param('id', ParseBotIdPipe) botId: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const visitor = createHmac('sha256', this.config.sessionSecret)
      .update(actor ? `user:${actor.id}` : `ip:${req.ip}|ua:${req.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
    const { inviteUrl } = await this.commandBus.execute(
      new RecordInviteClickCommand(actor ?? ANONYMOUS, botId, visitor),
    );
    res.redirect(302, inviteUrl);
  }
}
