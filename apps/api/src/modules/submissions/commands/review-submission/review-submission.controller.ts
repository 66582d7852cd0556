import { Body, Controller, Headers, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewSubmissionSchema, type ReviewDecision } from '@botdir/contracts';
import { StaffGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey, validateBody } from '../../../../infrastructure/http/validate-body';
import { parseSubmissionId } from '../../application/parse-submission-id';
import {
  ReviewSubmissionCommand,
  type SubmissionReviewedAnswer,
} from './review-submission.command';

@Controller('api/admin/submissions')
@UseGuards(StaffGuard)
export class ReviewSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `reviewedBy` from the body is ignored: the audit trail records the logged-in reviewer. */
  @Post(':id/review')
  @HttpCode(200)
  async review(
    @CurrentActor() reviewer: ActorContext,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<SubmissionReviewedAnswer> {
    const submissionId = parseSubmissionId(id);
    const input = await validateBody(reviewSubmissionSchema, body);
    return this.commandBus.execute(
      new ReviewSubmissionCommand(
        reviewer,
        submissionId,
        input.status as ReviewDecision,
        (input.reviewNotes ?? '').trim(),
        readIdempotencyKey(key),
      ),
    );
  }
}
