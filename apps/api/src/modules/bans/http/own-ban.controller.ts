import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  banAppealSchema,
  isBanActive,
  normaliseText,
  type CommandActor,
  type OwnBanResponse,
} from '@botdir/contracts';
import { Inject } from '@nestjs/common';
import { BAN_READS, type BanReads } from '@botdir/read-store';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { AllowedWhileBanned, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { BanCommands } from '../application/ban-commands';

/** The banned user's own side: the banner's ban, and their one appeal. */
@Controller('api/user/ban')
@UseGuards(LoggedInGuard)
export class OwnBanController {
  constructor(
    private readonly commands: BanCommands,
    @Inject(BAN_READS) private readonly reads: BanReads,
  ) {}

  /** `{ banned: false }`, or `{ banned: true, ban }` with the ban in force. */
  @RateLimit('reads')
  @Get()
  async ownBan(@CurrentActor() actor: CommandActor): Promise<OwnBanResponse> {
    const latest = (await this.reads.userBans(actor.id))?.bans[0];
    return latest && isBanActive(latest, new Date().toISOString())
      ? { banned: true, ban: latest }
      : { banned: false };
  }

  /** Once per ban (409 BAN.ALREADY_APPEALED on a second); 404 BAN.NOT_BANNED without a ban. */
  @RateLimit('writes')
  @AllowedWhileBanned()
  @Post('appeal')
  @HttpCode(201)
  async appeal(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(banAppealSchema)) body: InferType<typeof banAppealSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<OwnBanResponse> {
    const text = normaliseText(body.text, 'multi-line');
    await this.commands.execute(
      actor,
      actor.id,
      (now) => ({ type: 'AppealBan', user: actor, text, now }),
      key,
    );
    return this.ownBan(actor);
  }
}
