import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { normaliseText, reviewSubmissionSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import {
  ReviewSubmissionCommand,
  type SubmissionReviewedAnswer,
} from './review-submission.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/admin/submissions')
@UseGuards(StaffGuard)
export class ReviewSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `reviewedBy` from the body is ignored: the audit trail records the logged-in reviewer. */
  @RateLimit('writes')
  @Post(':id/review')
  @HttpCode(200)
  review(
    @CurrentActor() reviewer: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @Body(new YupPipe(reviewSubmissionSchema)) input: InferType<typeof reviewSubmissionSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionReviewedAnswer> {
    const notes = normaliseText(input.reviewNotes ?? '', 'multi-line');
    return this.commandBus.execute(
      new ReviewSubmissionCommand(
        reviewer,
        submissionId,
        input.status,
        notes,
        key,
        input.overrideClaim ?? false,
        input.reasonIds ?? [],
      ),
    );
  }
}
