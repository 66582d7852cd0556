import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface TransferAnswer {
  botId: number;
  status: 'offered' | 'accepted' | 'cancelled';
}

export type TransferStep =
  | { type: 'OfferOwnershipTransfer'; toUserId: string }
  | { type: 'AcceptOwnershipTransfer' }
  | { type: 'CancelOwnershipTransfer' };

export interface TransferOwnershipRequest {
  actor: CommandActor;
  botId: number;
  step: TransferStep;
  idempotencyKey: string | null;
}

/** One step of a transfer: the owner offers or withdraws, the user offered accepts or declines. */
export class TransferOwnershipCommand extends Command<TransferAnswer> {
  constructor(readonly request: TransferOwnershipRequest) {
    super();
  }
}
