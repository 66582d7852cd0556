import * as yup from 'yup';
import { requiredTextField, textField } from '../common/text-field';
import { MODERATION_REASON } from '../bots/bot-commands.schemas';
import { CANNED_REASON_KINDS, MAX_REASONS_PER_DECISION } from './canned-reason.events';

export const CANNED_REASON_LIMITS = { titleMax: 100, explanationMax: 1000, urlMax: 300 } as const;

/** An https URL, or a path of this site (`/docs/guidelines#spam`): what a guideline link may be. */
export function isGuidelineUrl(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const guidelineUrl = yup
  .string()
  .typeError('guidelineUrl must be text')
  .max(
    CANNED_REASON_LIMITS.urlMax,
    `guidelineUrl must be at most ${CANNED_REASON_LIMITS.urlMax} characters`,
  )
  .test(
    'guideline-url',
    'guidelineUrl must be an https URL or a site path like /docs/guidelines',
    (value) => value === undefined || value === '' || isGuidelineUrl(value),
  );

const reasonFields = {
  title: requiredTextField('Title', { min: 3, max: CANNED_REASON_LIMITS.titleMax }),
  explanation: requiredTextField('Explanation', {
    min: 3,
    max: CANNED_REASON_LIMITS.explanationMax,
    kind: 'multi-line',
  }),
  guidelineUrl,
};

/** PUT /api/admin/reasons/:id. */
export const editCannedReasonSchema = yup
  .object(reasonFields)
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/admin/reasons. */
export const addCannedReasonSchema = yup
  .object({
    kind: yup
      .string()
      .typeError('kind must be reject or unlist')
      .required('kind must be reject or unlist')
      .oneOf(CANNED_REASON_KINDS, 'kind must be reject or unlist'),
    ...reasonFields,
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** `reasonIds` of a rejection or an unlisting: canned reasons picked by the reviewer. */
export const reasonIdsField = yup
  .array(yup.string().typeError('reasonIds must be a list of reason ids').required().max(64))
  .typeError('reasonIds must be a list of reason ids')
  .max(MAX_REASONS_PER_DECISION, `reasonIds takes at most ${MAX_REASONS_PER_DECISION} reasons`);

/** POST /api/admin/bots/:id/unlist: canned reasons, text, or both; at least one of them. */
export const unlistBotSchema = yup
  .object({
    reason: textField('Reason', { ...MODERATION_REASON, kind: 'single-line' }),
    reasonIds: reasonIdsField,
  })
  .test('a-reason', 'Reason is required: pick a canned reason or write one', function (body) {
    if (!body || typeof body !== 'object') return true;
    // Runs before the fields' own checks: a field of the wrong type is theirs to report.
    const { reason, reasonIds } = body as { reason?: unknown; reasonIds?: unknown };
    const picked = Array.isArray(reasonIds) ? reasonIds.length > 0 : reasonIds != null;
    const written = typeof reason === 'string' ? reason.trim() !== '' : reason != null;
    if (picked || written) return true;
    return this.createError({ path: 'reason', message: 'Reason is required' });
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
