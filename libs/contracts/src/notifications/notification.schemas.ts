import * as yup from 'yup';

/** POST /api/user/notifications/read: `{}` marks every notification read; `{ ids }` only those. */
export const markNotificationsReadSchema = yup
  .object({
    ids: yup
      .array(yup.string().typeError('ids must be notification ids').required().max(100))
      .typeError('ids must be a list')
      .max(100, 'At most 100 ids'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
