import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { normaliseText, resolveReportSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ResolveReportCommand, type ReportResolvedAnswer } from './resolve-report.command';

@Controller('api/admin/reports')
@UseGuards(StaffGuard)
export class ResolveReportController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `dismiss`, or `unlist`: the bot leaves every public list; the owner is notified. */
  @RateLimit('writes')
  @Post(':id/resolve')
  @HttpCode(200)
  resolve(
    @CurrentActor() resolver: CommandActor,
    @Param('id') reportId: string,
    @Body(new YupPipe(resolveReportSchema)) body: InferType<typeof resolveReportSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<ReportResolvedAnswer> {
    const reason = normaliseText(body.reason ?? '', 'multi-line');
    return this.commandBus.execute(
      new ResolveReportCommand(resolver, reportId, body.action, reason, key),
    );
  }
}
