import type { NextFunction, Request, Response } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { RequestWithSession } from '../../session/session.service';
import { ApiError } from '../../http/api-error';
import { sendApiError } from '../../security/send-api-error';

export const QUEUE_BOARD_PATH = '/admin/queues';

/** Bull Board is an operator's tool: only the Administrator role (401 anonymous, 403 others). */
function administratorOnly(config: AppConfig) {
  return (req: RequestWithSession, res: Response, next: NextFunction): void => {
    const user = req.session?.data.user;
    if (!user) {
      sendApiError(
        res,
        new ApiError(401, 'AUTH.REQUIRED', 'Please login with Discord to continue.'),
      );
      return;
    }
    if (!user.roles.includes(config.staffRoleIds.administrator)) {
      sendApiError(
        res,
        new ApiError(
          403,
          'AUTH.ADMINISTRATOR_ONLY',
          'The queue dashboard is for Administrators only.',
        ),
      );
      return;
    }
    next();
  };
}

/** The dashboard's handlers, to mount after the session middleware (which they need). */
export function queueBoard(
  config: AppConfig,
  queues: Queue[],
): Array<(req: Request, res: Response, next: NextFunction) => void> {
  const adapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: false })),
    serverAdapter: adapter,
  });
  const router = adapter.getRouter() as (req: Request, res: Response, next: NextFunction) => void;
  return [administratorOnly(config), router];
}
