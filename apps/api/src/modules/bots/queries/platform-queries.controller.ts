import { Controller, Get, Headers, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { isDiscordId, PLATFORM_LIMITS, type CommandActor } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ApiError } from '@api/infrastructure/http/api-error';
import { optionalChoice, type QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { BotTokenVerifier } from '../application/bot-token';
import { checkVote } from './check-vote/check-vote';
import { readBotAnalytics } from './get-bot-analytics/read-bot-analytics';
import { readBotStats } from './get-bot-stats/read-bot-stats';
import { readBotToken } from './get-bot-token/read-bot-token';
import { readMyVote } from './get-my-vote/read-my-vote';
import {
  PublicCors,
  PublicRead,
  RateLimit,
} from '@api/infrastructure/policy/route-policy.decorators';

function userIdOf(query: QueryString): string {
  const userId = query['userId'];
  if (!isDiscordId(userId)) {
    const message = 'userId must be a Discord user id (17-19 digits, not starting with 0)';
    throw new ApiError(400, 'QUERY.INVALID', message, { userId: message });
  }
  return userId;
}

const DAY_CHOICES = PLATFORM_LIMITS.analyticsDays.map(String);

/**
 * Reads of the developer platform. Registered before the bot queries, so `bots/check` is not
 * taken for a bot id.
 */
@Controller('api')
export class PlatformQueriesController {
  constructor(
    @Inject(BOT_READS) private readonly reads: BotReads,
    private readonly executor: CommandExecutor,
    private readonly tokens: BotTokenVerifier,
  ) {}

  /** Drop-in `hasVoted`: the bot is the token's. */
  @RateLimit('reads')
  @PublicCors()
  @Get('bots/check')
  checkForToken(
    @Headers('authorization') authorization: string | undefined,
    @Query() query: QueryString,
  ) {
    return checkVote(this.executor, this.tokens, {
      authorization,
      botId: undefined,
      userId: userIdOf(query),
    });
  }

  @RateLimit('reads')
  @PublicCors()
  @Get('bots/:id/votes/check')
  check(
    @Param('id', ParseBotIdPipe) botId: number,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: QueryString,
  ) {
    return checkVote(this.executor, this.tokens, { authorization, botId, userId: userIdOf(query) });
  }

  @PublicRead({ readModels: ['bots'], perBot: 'id' })
  @Get('bots/:id/stats')
  stats(@Param('id', ParseBotIdPipe) botId: number) {
    return readBotStats(this.executor, botId);
  }

  @RateLimit('reads')
  @Get('bots/:id/votes/me')
  @UseGuards(LoggedInGuard)
  myVote(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return readMyVote(this.executor, actor.id, botId);
  }

  @RateLimit('reads')
  @Get('bots/:id/token')
  @UseGuards(LoggedInGuard)
  token(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return readBotToken(this.executor, actor, botId);
  }

  @RateLimit('reads')
  @Get('user/bots/:id/analytics')
  @UseGuards(LoggedInGuard)
  analytics(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Query() query: QueryString,
  ) {
    const days = Number(optionalChoice(query, 'days', DAY_CHOICES) ?? DAY_CHOICES[0]);
    return readBotAnalytics(this.reads, actor, botId, days);
  }
}
