import { ValidationError } from 'yup';
import type { FormikErrors } from 'formik';
import { botDataSchema } from '@botdir/contracts';
import { ApiError } from '@/lib/api-client';
import { toBotData, type BotFormValues } from './bot-form-values';

type BotFormErrors = FormikErrors<Record<keyof BotFormValues, string>>;

/** `tags[2]` and `botData.categories` both belong to one form field. */
function fieldOf(path: string): string {
  return path.replace(/^botData\./, '').replace(/[[.].*$/, '');
}

function collect(entries: Array<[path: string, message: string]>): BotFormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of entries) {
    const field = fieldOf(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors as BotFormErrors;
}

/** Formik `validate`: the shared contracts schema judges the payload the form would send. */
export async function validateBotForm(values: BotFormValues): Promise<BotFormErrors> {
  try {
    await botDataSchema.validate(toBotData(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return collect(inner.map((item) => [item.path ?? '', item.message]));
  }
}

/** The server's per-field messages (`fields` of the error body), keyed by form field. */
export function serverFieldErrors(error: unknown): BotFormErrors {
  if (!(error instanceof ApiError) || !error.body?.fields) return {};
  return collect(Object.entries(error.body.fields));
}
