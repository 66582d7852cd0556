import type { Response } from 'express';
import { ApiError } from '../http/api-error';

/** Answers from a middleware in the house error format (Nest's filter is not in the path yet). */
export function sendApiError(res: Response, error: ApiError): void {
  res.set(error.headers).status(error.statusCode).json(error.toBody());
}
