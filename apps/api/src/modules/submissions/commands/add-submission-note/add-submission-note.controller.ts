import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addSubmissionNoteSchema, normaliseText, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { AddSubmissionNoteCommand, type SubmissionNoteAnswer } from './add-submission-note.command';

@Controller('api/admin/submissions')
@UseGuards(StaffGuard)
export class AddSubmissionNoteController {
  constructor(private readonly commandBus: CommandBus) {}

  /** An internal note on a submission: in its history for staff, never shown to the owner. */
  @RateLimit('writes')
  @Post(':id/notes')
  @HttpCode(201)
  add(
    @CurrentActor() author: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @Body(new YupPipe(addSubmissionNoteSchema)) input: InferType<typeof addSubmissionNoteSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionNoteAnswer> {
    const note = normaliseText(input.note, 'multi-line');
    return this.commandBus.execute(new AddSubmissionNoteCommand(author, submissionId, note, key));
  }
}
