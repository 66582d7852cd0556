import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { ApprovalProcessManager } from './approval.process-manager';
import {
  BOT_PUBLISHER,
  SUBMITTED_BOTS,
  type BotPublisher,
  type SubmittedBots,
} from './approval.ports';

/** The adapters of the approval's ports, given by the composition root (AppModule). */
export interface ApprovalWiring {
  imports: NonNullable<ModuleMetadata['imports']>;
  submittedBots: Type<SubmittedBots>;
  botPublisher: Type<BotPublisher>;
}

/** The approval process: its own module, knowing the other contexts only through its ports. */
@Module({})
export class ApprovalModule {
  static register(wiring: ApprovalWiring): DynamicModule {
    return {
      module: ApprovalModule,
      imports: wiring.imports,
      providers: [
        { provide: SUBMITTED_BOTS, useExisting: wiring.submittedBots },
        { provide: BOT_PUBLISHER, useExisting: wiring.botPublisher },
        ApprovalProcessManager,
      ],
      exports: [ApprovalProcessManager],
    };
  }
}
