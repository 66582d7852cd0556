import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { hasUnsafeCharacters } from '../bots/bot-rules';

export const reviewSubmissionSchema = yup
  .object({
    status: yup
      .string()
      .typeError('status must be approved or rejected')
      .required('status must be approved or rejected')
      .oneOf(['approved', 'rejected'] as const, 'status must be approved or rejected'),
    reviewNotes: yup
      .string()
      .typeError('Review notes must be text')
      .max(
        LIMITS.reviewNotesMax,
        `Review notes must be at most ${LIMITS.reviewNotesMax} characters`,
      )
      .test('safe', 'Review notes contain characters that are not allowed', (value) =>
        value === undefined ? true : !hasUnsafeCharacters(value, true),
      ),
    /** Sent by the original UI; the server records the logged-in reviewer instead. */
    reviewedBy: yup.string().typeError('reviewedBy must be text').max(LIMITS.ownerNameMax),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/bot-submissions, the documented public form: botData is a JSON string. */
export const publicSubmissionSchema = yup
  .object({
    botData: yup
      .string()
      .typeError('botData must be a JSON string')
      .required('botData is required'),
    submitterName: yup
      .string()
      .typeError('submitterName must be text')
      .required('submitterName is required')
      .max(
        LIMITS.submitterNameMax,
        `submitterName must be at most ${LIMITS.submitterNameMax} characters`,
      )
      .test('safe', 'submitterName contains characters that are not allowed', (value) =>
        value === undefined ? true : !hasUnsafeCharacters(value, false),
      ),
    contactInfo: yup
      .string()
      .typeError('contactInfo must be text')
      .max(LIMITS.contactInfoMax, `contactInfo must be at most ${LIMITS.contactInfoMax} characters`)
      .test('safe', 'contactInfo contains characters that are not allowed', (value) =>
        value === undefined ? true : !hasUnsafeCharacters(value, false),
      ),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

export type ReviewSubmissionInput = yup.InferType<typeof reviewSubmissionSchema>;
