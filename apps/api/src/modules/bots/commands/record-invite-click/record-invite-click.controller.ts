import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { OptionalActorGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { parseBotId } from '../../application/parse-bot-id';
import { RecordInviteClickCommand } from './record-invite-click.command';

const ANONYMOUS: ActorContext = { id: 'anonymous', name: 'Visitor', roles: [], isStaff: false };

@Controller('api/bots')
@UseGuards(OptionalActorGuard)
export class RecordInviteClickController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the click for trending, then sends the visitor to Discord's invite page. */
  @Get(':id/invite')
  async invite(
    @CurrentActor() actor: ActorContext | null,
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const botId = parseBotId(id);
    const visitor = createHmac('sha256', this.config.sessionSecret)
      .update(actor ? `user:${actor.id}` : `ip:${req.ip}|ua:${req.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
    const { inviteUrl } = await this.commandBus.execute<
      RecordInviteClickCommand,
      { inviteUrl: string }
    >(new RecordInviteClickCommand(actor ?? ANONYMOUS, botId, visitor));
    res.redirect(302, inviteUrl);
  }
}
