import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { transferOwnershipSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import {
  TransferOwnershipCommand,
  type TransferAnswer,
  type TransferStep,
} from './transfer-ownership.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class TransferOwnershipController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The main owner offers the bot to another user; nothing moves until they accept. */
  @RateLimit('writes')
  @Post(':id/transfer')
  @HttpCode(200)
  offer(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(transferOwnershipSchema))
    { toUserId }: InferType<typeof transferOwnershipSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<TransferAnswer> {
    return this.run(actor, botId, { type: 'OfferOwnershipTransfer', toUserId }, key);
  }

  /** The user the bot was offered to becomes its main owner. */
  @RateLimit('writes')
  @Post(':id/transfer/accept')
  @HttpCode(200)
  accept(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @IdempotencyKey() key: string | null,
  ): Promise<TransferAnswer> {
    return this.run(actor, botId, { type: 'AcceptOwnershipTransfer' }, key);
  }

  /** The owner withdraws the pending offer, or the user offered declines it. */
  @RateLimit('writes')
  @Delete(':id/transfer')
  cancel(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @IdempotencyKey() key: string | null,
  ): Promise<TransferAnswer> {
    return this.run(actor, botId, { type: 'CancelOwnershipTransfer' }, key);
  }

  private run(actor: CommandActor, botId: number, step: TransferStep, key: string | null) {
    const request = { actor, botId, step, idempotencyKey: key };
    return this.commandBus.execute(new TransferOwnershipCommand(request));
  }
}
