import { Controller, Delete, Headers, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey } from '../../../../infrastructure/http/validate-body';
import { parseSubmissionId } from '../../application/parse-submission-id';
import { DeleteSubmissionCommand } from './delete-submission.command';

@Controller('api/submissions')
@UseGuards(LoggedInGuard)
export class DeleteSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  async delete(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<{ submissionId: string; status: 'deleted' }> {
    return this.commandBus.execute(
      new DeleteSubmissionCommand(actor, parseSubmissionId(id), readIdempotencyKey(key)),
    );
  }
}
