import type { NextFunction, Response } from 'express';
import type { RequestWithSession, SessionService } from './session.service';

export function sessionMiddleware(sessions: SessionService) {
  return (req: RequestWithSession, _res: Response, next: NextFunction): void => {
    sessions.load(req).then(() => next(), next);
  };
}
