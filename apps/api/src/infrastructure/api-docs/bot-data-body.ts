import { botDataSchema } from '@botdir/contracts';
import * as yup from 'yup';
import type { BodyDoc } from './route-doc';

/** `{ botData: object }`: the envelope of submit, edit and resubmit (see bot-data-envelope.ts). */
export const botDataEnvelope = (required: boolean) =>
  yup
    .object({ botData: required ? botDataSchema.required() : botDataSchema.optional() })
    .noUnknown();

/** The body of a route read with `@BotDataBody({ required })`. */
export const botDataBody = (required: boolean): BodyDoc => ({
  schema: botDataEnvelope(required),
  fields: { botData: 'The submission form (`botDataSchema` in libs/contracts).' },
  optional: !required,
});
