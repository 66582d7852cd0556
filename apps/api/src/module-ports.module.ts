import { Global, Module } from '@nestjs/common';
import { SUBMITTED_BOTS } from '@api/modules/bots/reactions/submitted-bots.port';
import { SubmittedBotReader } from '@api/modules/submissions/application/submitted-bot-reader';
import { SubmissionsModule } from '@api/modules/submissions/submissions.module';

/**
 * The adapters one module offers another's port, wired here (the composition root) so modules
 * never import each other: the bots module publishes an approved bot as the submissions module
 * last recorded it.
 */
@Global()
@Module({
  imports: [SubmissionsModule],
  providers: [{ provide: SUBMITTED_BOTS, useExisting: SubmittedBotReader }],
  exports: [SUBMITTED_BOTS],
})
export class ModulePortsModule {}
