import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { publicSubmissionSchema } from '@botdir/contracts';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { prepareBotData } from '../../../bots/application/prepare-bot-data';
import { readBotDataEnvelope } from '../../../bots/application/read-bot-data-envelope';
import { readIdempotencyKey, validateBody } from '../../../../infrastructure/http/validate-body';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { SubmitBotCommand, type SubmissionAccepted } from './submit-bot.command';

@Controller('api')
@UseGuards(LoggedInGuard)
export class SubmitBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The app's own form: `{ botData: object }` (also the original dashboard's resubmit). */
  @Post('bots/submit')
  @HttpCode(201)
  async submit(
    @CurrentActor() actor: ActorContext,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<SubmissionAccepted> {
    const botData = readBotDataEnvelope(body, true);
    const bot = await prepareBotData(botData, actor);
    return this.commandBus.execute(new SubmitBotCommand(actor, bot, readIdempotencyKey(key)));
  }

  /** The documented public form: botData as a JSON string, submitterName, contactInfo. */
  @Post('bot-submissions')
  @HttpCode(201)
  async submitPublicForm(
    @CurrentActor() actor: ActorContext,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<SubmissionAccepted> {
    const form = await validateBody(publicSubmissionSchema, body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(form.botData);
    } catch {
      throw new ApiError(
        400,
        'VALIDATION.FAILED',
        'botData must be a JSON string of the bot form fields.',
        {
          botData: 'botData must be a JSON string of the bot form fields.',
        },
      );
    }
    const bot = await prepareBotData(parsed, {
      ...actor,
      name: form.submitterName.trim() || actor.name,
    });
    return this.commandBus.execute(
      new SubmitBotCommand(
        actor,
        bot,
        readIdempotencyKey(key),
        form.contactInfo?.trim() || undefined,
      ),
    );
  }
}
