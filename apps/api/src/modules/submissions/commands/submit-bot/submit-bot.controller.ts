import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  normaliseText,
  notesForReviewerOf,
  prepareBotData,
  publicSubmissionSchema,
  type BotData,
  type CommandActor,
} from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import {
  BotDataBody,
  NotesForReviewer,
  parseBotDataJson,
} from '@api/infrastructure/http/bot-data-envelope';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { SubmitBotCommand, type SubmissionAccepted } from './submit-bot.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

type PublicSubmission = InferType<typeof publicSubmissionSchema>;

@Controller('api')
@UseGuards(LoggedInGuard)
export class SubmitBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The app's own form: `{ botData: object }` (also the original dashboard's resubmit). */
  @RateLimit('submissions')
  @Post('bots/submit')
  @HttpCode(201)
  submit(
    @CurrentActor() actor: CommandActor,
    @BotDataBody({ required: true }) bot: BotData,
    @NotesForReviewer() notes: string | undefined,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionAccepted> {
    return this.commandBus.execute(new SubmitBotCommand(actor, bot, key, undefined, notes));
  }

  /** The documented public form: botData as a JSON string, submitterName, contactInfo. */
  @RateLimit('submissions')
  @Post('bot-submissions')
  @HttpCode(201)
  submitPublicForm(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(publicSubmissionSchema)) form: PublicSubmission,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionAccepted> {
    const owner = { id: actor.id, name: normaliseText(form.submitterName) || actor.name };
    const raw = parseBotDataJson(form.botData);
    const bot = prepareBotData(raw, owner);
    const contactInfo = normaliseText(form.contactInfo ?? '') || undefined;
    const notes = notesForReviewerOf(raw);
    return this.commandBus.execute(new SubmitBotCommand(actor, bot, key, contactInfo, notes));
  }
}
