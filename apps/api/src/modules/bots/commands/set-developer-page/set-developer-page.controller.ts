import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { developerPageVisibilitySchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { SetDeveloperPageCommand } from './set-developer-page.command';

@Controller('api/user/developer-page')
@UseGuards(LoggedInGuard)
export class SetDeveloperPageController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Hides the caller's page `/users/{id}` from everyone but them, or shows it again. */
  @RateLimit('writes')
  @Put()
  set(
    @CurrentActor() actor: CommandActor,
    @Body(new YupPipe(developerPageVisibilitySchema))
    body: InferType<typeof developerPageVisibilitySchema>,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new SetDeveloperPageCommand(actor, body.hidden, key));
  }
}
