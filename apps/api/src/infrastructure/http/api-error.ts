import type { ApiErrorBody } from '@botdir/contracts';

/** An error the HTTP layer answers as it is: status, stable code, human message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
    };
    if (this.fields) body.fields = this.fields;
    const retryAfter = Number(this.headers['Retry-After']);
    if (this.statusCode === 429 && Number.isInteger(retryAfter)) body.retryAfter = retryAfter;
    return body;
  }
}
