import type { FormikErrors } from 'formik';
import { botDataSchema } from '@botdir/contracts';
import { apiFieldErrors, topLevelField } from '@/lib/api-error-message';
import { schemaErrors } from '@/components/form/schema-errors';
import { toBotData, type BotFormValues } from './bot-form-values';

type BotFormErrors = FormikErrors<Record<keyof BotFormValues, string>>;

/** `tags[2]` and `botData.categories` both belong to one form field. */
export const botFieldOf = (path: string): string => topLevelField(path.replace(/^botData\./, ''));

/** Formik `validate`: the shared contracts schema judges the payload the form would send. */
export function validateBotForm(values: BotFormValues): Promise<BotFormErrors> {
  return schemaErrors(botDataSchema, toBotData(values), botFieldOf);
}

/** The server's per-field messages (`fields` of the error body), keyed by form field. */
export function serverFieldErrors(error: unknown): BotFormErrors {
  return apiFieldErrors(error, botFieldOf);
}
