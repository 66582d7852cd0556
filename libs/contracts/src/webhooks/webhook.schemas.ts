import * as yup from 'yup';
import { LIMITS } from '../common/limits';

export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 128;

/** `PUT /api/bots/:id/webhook`; the URL's scheme and host rules are checked by the api. */
export const configureWebhookSchema = yup
  .object({
    url: yup
      .string()
      .strict()
      .typeError('url must be a string')
      .required('url is required')
      .max(LIMITS.urlMax, `url must be at most ${LIMITS.urlMax} characters`),
    secret: yup
      .string()
      .strict()
      .typeError('secret must be a string')
      // Left out on an update, the current secret stays (the api refuses a new webhook without one).
      .optional()
      .min(
        WEBHOOK_SECRET_MIN,
        `secret must be ${WEBHOOK_SECRET_MIN}–${WEBHOOK_SECRET_MAX} characters`,
      )
      .max(
        WEBHOOK_SECRET_MAX,
        `secret must be ${WEBHOOK_SECRET_MIN}–${WEBHOOK_SECRET_MAX} characters`,
      )
      .matches(/^[\x21-\x7e]+$/, 'secret must be printable ASCII without spaces'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** `PUT /api/user/notification-webhook`; which hosts are allowed is checked by the api. */
export const notificationWebhookSchema = yup
  .object({
    url: yup
      .string()
      .strict()
      .typeError('url must be a string')
      .required('url is required')
      .max(LIMITS.urlMax, `url must be at most ${LIMITS.urlMax} characters`),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
