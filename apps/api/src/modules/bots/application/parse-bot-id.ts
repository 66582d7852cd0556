import { ApiError } from '../../../infrastructure/http/api-error';

/** Bot ids are positive safe integers (the detail route parses an integer). */
export function parseBotId(raw: string): number {
  const id = Number(raw);
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(id)) {
    throw new ApiError(400, 'BOT.INVALID_ID', 'Invalid bot ID');
  }
  return id;
}
