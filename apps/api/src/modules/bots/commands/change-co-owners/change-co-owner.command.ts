import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface CoOwnerChanged {
  botId: number;
  userId: string;
  coOwner: boolean;
}

export interface ChangeCoOwnerRequest {
  actor: CommandActor;
  botId: number;
  userId: string;
  change: 'add' | 'remove';
  idempotencyKey: string | null;
}

export class ChangeCoOwnerCommand extends Command<CoOwnerChanged> {
  constructor(readonly request: ChangeCoOwnerRequest) {
    super();
  }
}
