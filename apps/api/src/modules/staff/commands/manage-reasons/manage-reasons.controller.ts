import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  addCannedReasonSchema,
  editCannedReasonSchema,
  normaliseText,
  type CannedReasonView,
  type CommandActor,
} from '@botdir/contracts';
import { STAFF_READS, type StaffReads } from '@botdir/read-store';
import type { InferType } from 'yup';
import { AdministratorGuard, StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ManageReasonsHandler } from './manage-reasons.handler';

type EditInput = InferType<typeof editCannedReasonSchema>;

const fieldsOf = (input: EditInput) => ({
  title: normaliseText(input.title, 'single-line'),
  explanation: normaliseText(input.explanation, 'multi-line'),
  guidelineUrl: input.guidelineUrl?.trim() || null,
});

/** Canned rejection and unlist reasons: staff read them, Administrators manage them. */
@Controller('api/admin/reasons')
export class ManageReasonsController {
  constructor(
    private readonly handler: ManageReasonsHandler,
    @Inject(STAFF_READS) private readonly reads: StaffReads,
  ) {}

  @RateLimit('reads')
  @UseGuards(StaffGuard)
  @Get()
  list(): Promise<CannedReasonView[]> {
    return this.reads.cannedReasons();
  }

  @RateLimit('writes')
  @UseGuards(AdministratorGuard)
  @Post()
  add(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(addCannedReasonSchema)) input: InferType<typeof addCannedReasonSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<{ id: string }> {
    return this.handler.add(actor, { kind: input.kind, ...fieldsOf(input) }, key);
  }

  @RateLimit('writes')
  @UseGuards(AdministratorGuard)
  @Put(':id')
  @HttpCode(200)
  async edit(
    @CurrentActor() actor: CommandActor,
    @Param('id') id: string,
    @Body(new YupPipe(editCannedReasonSchema)) input: EditInput,
    @IdempotencyKey() key: string | null,
  ): Promise<{ id: string }> {
    await this.handler.edit(actor, { id, ...fieldsOf(input) }, key);
    return { id };
  }

  @RateLimit('writes')
  @UseGuards(AdministratorGuard)
  @Delete(':id')
  @HttpCode(200)
  async retire(
    @CurrentActor() actor: CommandActor,
    @Param('id') id: string,
    @IdempotencyKey() key: string | null,
  ): Promise<{ id: string }> {
    await this.handler.retire(actor, id, key);
    return { id };
  }
}
