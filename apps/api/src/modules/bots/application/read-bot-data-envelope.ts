import { ApiError } from '../../../infrastructure/http/api-error';

const MESSAGE = 'botData must be an object with the bot form fields.';

/**
 * The `{ botData: {...} }` envelope of submit, edit and resubmit: nothing else may be in it, so a
 * misspelt field is a 400 rather than silently ignored. Resubmit may omit the body or botData.
 */
export function readBotDataEnvelope(body: unknown, required: boolean): unknown {
  if (body === undefined && !required) return undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION.FAILED', MESSAGE, { botData: MESSAGE });
  }
  const unknown = Object.keys(body).filter((key) => key !== 'botData');
  if (unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION.FAILED', `Unknown field: ${unknown[0]}`, {
      [unknown[0] as string]: `Unknown field: ${unknown[0]}`,
    });
  }
  const botData = (body as { botData?: unknown }).botData;
  if (botData === undefined && !required) return undefined;
  if (!botData || typeof botData !== 'object' || Array.isArray(botData)) {
    throw new ApiError(400, 'VALIDATION.FAILED', MESSAGE, { botData: MESSAGE });
  }
  return botData;
}
