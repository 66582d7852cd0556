import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import {
  LIMITS,
  notesForReviewerOf,
  prepareBotData,
  type BotData,
  type CommandActor,
} from '@botdir/contracts';
import type { RequestWithActor } from '@api/infrastructure/auth/auth.guards';
import { authErrors } from '@api/infrastructure/auth/auth.errors';
import { httpErrors } from './http.errors';
import { parseBoundedJson } from './json-shape';

const MESSAGE = 'botData must be an object with the bot form fields.';
const JSON_MESSAGE = 'botData must be a JSON string of the bot form fields.';

const invalid = (message: string, field: string) =>
  httpErrors.validationFailed(message, { [field]: message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `{ botData: {...} }` envelope of submit, edit and resubmit: nothing else may be in it, so a
 * misspelt field is a 400 rather than silently ignored. Resubmit may omit the body or botData.
 */
export function readBotDataEnvelope(body: unknown, required: boolean): unknown {
  if (body === undefined && !required) return undefined;
  if (!isObject(body)) throw invalid(MESSAGE, 'botData');
  const unknown = Object.keys(body).find((key) => key !== 'botData');
  if (unknown !== undefined) throw invalid(`Unknown field: ${unknown}`, unknown);
  const { botData } = body;
  if (botData === undefined && !required) return undefined;
  if (!isObject(botData)) throw invalid(MESSAGE, 'botData');
  return botData;
}

/**
 * The documented public form sends the bot form fields as a JSON string: parsed with the same
 * bounds as a body (size, then depth on the text, then prototype keys), so a deeply nested string
 * is a 400 and never reaches JSON.parse or yup.
 */
export function parseBotDataJson(text: string): unknown {
  return parseBoundedJson(text, {
    label: 'botData',
    maxDepth: LIMITS.jsonDepthMax - 1,
    invalid: () => invalid(JSON_MESSAGE, 'botData'),
  });
}

interface BotDataSource {
  body: unknown;
  actor: CommandActor | undefined;
}

class BotDataPipe implements PipeTransform<BotDataSource, BotData | undefined> {
  constructor(private readonly required: boolean) {}

  transform({ body, actor }: BotDataSource): BotData | undefined {
    if (!actor) throw authErrors.loginRequired();
    const raw = readBotDataEnvelope(body, this.required);
    return raw === undefined ? undefined : prepareBotData(raw, actor);
  }
}

const BotDataRequest = createParamDecorator(
  (_data: unknown, context: ExecutionContext): BotDataSource => {
    const req = context.switchToHttp().getRequest<RequestWithActor>();
    return { body: req.body, actor: req.actor };
  },
);

/**
 * `@BotDataBody({ required: true }) bot: BotData`: the envelope read, then the bot validated and
 * normalised by the shared rule; owner fields default to the logged-in user.
 */
export const BotDataBody = (options: { required: boolean }): ParameterDecorator =>
  BotDataRequest(undefined, new BotDataPipe(options.required));

/**
 * `@NotesForReviewer() notes: string | undefined`: the form's notes for the reviewer, beside a
 * `@BotDataBody` (which validates them); undefined when no botData was sent.
 */
export const NotesForReviewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => {
    const { body } = context.switchToHttp().getRequest<RequestWithActor>();
    const botData = isObject(body) ? body['botData'] : undefined;
    return isObject(botData) ? notesForReviewerOf(botData) : undefined;
  },
);
