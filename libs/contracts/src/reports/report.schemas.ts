import * as yup from 'yup';
import { MODERATION_REASON } from '../bots/bot-commands.schemas';
import { requiredTextField, textField } from '../common/text-field';
import { REPORT_REASONS } from './report.events';

export const REPORT_LIMITS = { detailsMax: 1000, resolutionMax: 500 } as const;

/** POST /api/bots/:id/reports. */
export const reportBotSchema = yup
  .object({
    reason: yup
      .string()
      .typeError(`reason must be one of ${REPORT_REASONS.join(', ')}`)
      .required('reason is required')
      .oneOf(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
    details: textField('Details', { max: REPORT_LIMITS.detailsMax, kind: 'multi-line' }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/admin/reports/:id/resolve. */
export const resolveReportSchema = yup
  .object({
    action: yup
      .string()
      .typeError('action must be dismiss or unlist')
      .required('action must be dismiss or unlist')
      .oneOf(['dismiss', 'unlist'] as const, 'action must be dismiss or unlist'),
    // Unlisting takes a reason the owner reads, as a direct unlist does; dismissing may go without.
    reason: textField('Reason', { max: REPORT_LIMITS.resolutionMax, kind: 'multi-line' }).when(
      'action',
      {
        is: 'unlist',
        then: () =>
          requiredTextField('Reason', {
            min: MODERATION_REASON.min,
            max: REPORT_LIMITS.resolutionMax,
            kind: 'multi-line',
          }),
      },
    ),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
