import { Controller, Get, Headers, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isDiscordId, PLATFORM_LIMITS, type CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ApiError } from '@api/infrastructure/http/api-error';
import { optionalChoice, type QueryString } from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { CheckVoteQuery } from './check-vote/check-vote.query';
import { GetBotAnalyticsQuery } from './get-bot-analytics/get-bot-analytics.query';
import { GetBotStatsQuery } from './get-bot-stats/get-bot-stats.query';
import { GetBotTokenQuery } from './get-bot-token/get-bot-token.query';
import { GetMyVoteQuery } from './get-my-vote/get-my-vote.query';
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
  constructor(private readonly queryBus: QueryBus) {}

  /** Drop-in `hasVoted`: the bot is the token's. */
  @RateLimit('reads')
  @PublicCors()
  @Get('bots/check')
  checkForToken(
    @Headers('authorization') authorization: string | undefined,
    @Query() query: QueryString,
  ) {
    return this.queryBus.execute(new CheckVoteQuery(authorization, undefined, userIdOf(query)));
  }

  @RateLimit('reads')
  @PublicCors()
  @Get('bots/:id/votes/check')
  check(
    @Param('id', ParseBotIdPipe) botId: number,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: QueryString,
  ) {
    return this.queryBus.execute(new CheckVoteQuery(authorization, botId, userIdOf(query)));
  }

  @PublicRead({ readModels: ['bots'] })
  @Get('bots/:id/stats')
  stats(@Param('id', ParseBotIdPipe) botId: number) {
    return this.queryBus.execute(new GetBotStatsQuery(botId));
  }

  @RateLimit('reads')
  @Get('bots/:id/votes/me')
  @UseGuards(LoggedInGuard)
  myVote(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return this.queryBus.execute(new GetMyVoteQuery(actor.id, botId));
  }

  @RateLimit('reads')
  @Get('bots/:id/token')
  @UseGuards(LoggedInGuard)
  token(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return this.queryBus.execute(new GetBotTokenQuery(actor, botId));
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
    return this.queryBus.execute(new GetBotAnalyticsQuery(actor, botId, days));
  }
}
