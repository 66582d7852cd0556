import type { PipeTransform } from '@nestjs/common';
import { parseBotRef, type BotRef } from '@botdir/contracts';
import { httpErrors } from './http.errors';

const POSITIVE_ID = /^[1-9]\d{0,15}$/;

export { NOT_A_BOT_NUMBER } from './http.errors';

const isPositiveSafeInteger = (raw: string) =>
  POSITIVE_ID.test(raw) && Number.isSafeInteger(Number(raw));

/** `@Param('id', ParseBotIdPipe)`: bot ids are positive safe integers (the detail route parses one). */
export class ParseBotIdPipe implements PipeTransform<string, number> {
  transform(raw: string): number {
    if (!isPositiveSafeInteger(raw)) throw httpErrors.invalidBotId();
    return Number(raw);
  }
}

/**
 * `@Param('id', ParseBotRefPipe)` on a read: a bot by internal id, Discord application id or slug
 * (bounded in length and characters: anything else is a 400, never a lookup).
 */
export class ParseBotRefPipe implements PipeTransform<string, BotRef> {
  transform(raw: string): BotRef {
    const ref = parseBotRef(raw);
    if (!ref) throw httpErrors.invalidBotRef();
    return ref;
  }
}

/** `@Param('id', ParseSubmissionIdPipe)`: submission ids are positive safe integers, kept as text. */
export class ParseSubmissionIdPipe implements PipeTransform<string, string> {
  transform(raw: string): string {
    if (!isPositiveSafeInteger(raw)) throw httpErrors.invalidSubmissionId();
    return raw;
  }
}
