import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toApiError } from './to-api-error';
import { authErrorPage, wantsAuthErrorPage } from './auth-error-page';

/**
 * The one place where errors become HTTP answers `{statusCode, code, message}`; a failed login
 * leg opened in a browser tab gets the same status with a readable page instead.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const error = toApiError(exception);
    if (error.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    if (response.headersSent) return;
    response.set(error.headers).status(error.statusCode);
    if (wantsAuthErrorPage(http.getRequest<Request>())) {
      response.type('html').send(authErrorPage(error));
      return;
    }
    response.json(error.toBody());
  }
}
