import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestWithActor } from './auth.guards';
import type { CommandActor } from '@botdir/contracts';

/** The actor resolved by LoggedInGuard (or null on public routes). */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CommandActor | null =>
    context.switchToHttp().getRequest<RequestWithActor>().actor ?? null,
);
