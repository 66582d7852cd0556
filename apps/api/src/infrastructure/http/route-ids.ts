import type { PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';

const POSITIVE_ID = /^[1-9]\d{0,15}$/;

export const NOT_A_BOT_NUMBER =
  'There is no bot at this address: bots are found by their number, like 42.';

const isPositiveSafeInteger = (raw: string) =>
  POSITIVE_ID.test(raw) && Number.isSafeInteger(Number(raw));

/** `@Param('id', ParseBotIdPipe)`: bot ids are positive safe integers (the detail route parses one). */
export class ParseBotIdPipe implements PipeTransform<string, number> {
  transform(raw: string): number {
    if (!isPositiveSafeInteger(raw)) throw new ApiError(400, 'BOT.INVALID_ID', NOT_A_BOT_NUMBER);
    return Number(raw);
  }
}

/** `@Param('id', ParseSubmissionIdPipe)`: submission ids are positive safe integers, kept as text. */
export class ParseSubmissionIdPipe implements PipeTransform<string, string> {
  transform(raw: string): string {
    if (!isPositiveSafeInteger(raw)) {
      throw new ApiError(
        400,
        'SUBMISSION.INVALID_ID',
        'There is no submission at this address: submissions are found by their number, like 42.',
      );
    }
    return raw;
  }
}
