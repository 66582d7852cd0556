import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toApiError } from './to-api-error';

/** The one place where errors become HTTP answers `{statusCode, code, message}`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const error = toApiError(exception);
    if (error.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    if (response.headersSent) return;
    response.set(error.headers).status(error.statusCode).json(error.toBody());
  }
}
