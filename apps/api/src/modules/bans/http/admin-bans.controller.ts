import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  banUserSchema,
  isDiscordId,
  normaliseText,
  unbanUserSchema,
  type BanRecord,
  type CommandActor,
} from '@botdir/contracts';
import { BAN_READS, type BanReads } from '@botdir/read-store';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { optionalInt, type QueryString } from '@api/infrastructure/http/query-params';
import { validateBody } from '@api/infrastructure/http/validate-body';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { BanCommands } from '../application/ban-commands';
import { banErrors } from '../domain/ban.errors';

export const BANS_PAGE_SIZE = 50;

export interface BanPage {
  page: number;
  pageSize: number;
  items: BanRecord[];
}

/** The Bans tab: Administrators only (a Bot Reviewer gets 403 BAN.ADMIN_ONLY). */
@Controller('api/admin/bans')
@UseGuards(StaffGuard)
export class AdminBansController {
  constructor(
    private readonly commands: BanCommands,
    @Inject(BAN_READS) private readonly reads: BanReads,
  ) {}

  /** Users with a ban, the most recently banned first, 50 a page (`page` from 1). */
  @RateLimit('reads')
  @Get()
  async list(@CurrentActor() actor: CommandActor, @Query() query: QueryString): Promise<BanPage> {
    if (actor.isAdministrator !== true) throw banErrors.adminOnly();
    const page = optionalInt(query, 'page', 1, 10_000) ?? 1;
    const offset = (page - 1) * BANS_PAGE_SIZE;
    const items = await this.reads.listBans({ limit: BANS_PAGE_SIZE, offset });
    return { page, pageSize: BANS_PAGE_SIZE, items };
  }

  /** Bans a user from every write until `until` (or with no end). */
  @RateLimit('writes')
  @Post()
  @HttpCode(201)
  async ban(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(banUserSchema)) body: InferType<typeof banUserSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<BanRecord | null> {
    const reason = normaliseText(body.reason, 'multi-line');
    const until = body.until ?? null;
    const { userId } = body;
    await this.commands.execute(
      actor,
      userId,
      (now) => ({ type: 'BanUser', userId, reason, until, admin: actor, now }),
      key,
    );
    return this.reads.userBans(userId);
  }

  /** Lifts the user's ban in force (404 BAN.NOT_BANNED when none). */
  @RateLimit('writes')
  @Delete(':userId')
  async unban(
    @CurrentActor() actor: CommandActor,
    @Param('userId') rawUserId: string,
    @Body() rawBody: unknown,
    @IdempotencyKey() key: string | null,
  ): Promise<BanRecord | null> {
    if (!isDiscordId(rawUserId)) throw banErrors.invalidUserId();
    const userId = rawUserId;
    const body = validateBody(unbanUserSchema, rawBody ?? {});
    const reason = body.reason ? normaliseText(body.reason, 'multi-line') : null;
    await this.commands.execute(
      actor,
      userId,
      (now) => ({ type: 'UnbanUser', userId, reason, admin: actor, now }),
      key,
    );
    return this.reads.userBans(userId);
  }
}
