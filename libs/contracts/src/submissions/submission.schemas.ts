import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { textField } from '../common/text-field';
import { reasonIdsField } from '../staff/canned-reason.schemas';

export const reviewSubmissionSchema = yup
  .object({
    status: yup
      .string()
      .typeError('status must be approved or rejected')
      .required('status must be approved or rejected')
      .oneOf(['approved', 'rejected'] as const, 'status must be approved or rejected'),
    reviewNotes: textField('Review notes', { max: LIMITS.reviewNotesMax, kind: 'multi-line' }),
    /** True after the reviewer confirmed reviewing a submission another reviewer claimed. */
    overrideClaim: yup.boolean().typeError('overrideClaim must be true or false'),
    /** Canned rejection reasons (GET /api/admin/reasons), shown to the developer with the notes. */
    reasonIds: reasonIdsField,
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
      .required('botData is required')
      .max(LIMITS.bodyBytesMax, `botData must be at most ${LIMITS.bodyBytesMax} characters`),
    submitterName: textField('submitterName', { max: LIMITS.submitterNameMax }).required(
      'submitterName is required',
    ),
    contactInfo: textField('contactInfo', { max: LIMITS.contactInfoMax }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/admin/submissions/:id/notes: a reviewer's internal note. */
export const addSubmissionNoteSchema = yup
  .object({
    note: textField('Note', { max: LIMITS.staffNoteMax, kind: 'multi-line' })
      .required('Note is required')
      .test('not-blank', 'Note is required', (value) => !!value && value.trim() !== ''),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

export type ReviewSubmissionInput = yup.InferType<typeof reviewSubmissionSchema>;
