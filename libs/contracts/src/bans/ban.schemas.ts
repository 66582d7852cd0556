import * as yup from 'yup';
import { requiredTextField, textField } from '../common/text-field';
import { DISCORD_ID_PATTERN } from '../common/discord-ids';
import { BAN_LIMITS } from './ban-limits';

/** POST /api/admin/bans. `until` is checked against the clock by the decider. */
export const banUserSchema = yup
  .object({
    userId: yup
      .string()
      .typeError('userId must be a Discord user id')
      .required('userId is required')
      .matches(DISCORD_ID_PATTERN, 'userId must be a Discord user id (17 to 19 digits)'),
    reason: requiredTextField('Reason', {
      min: BAN_LIMITS.reasonMin,
      max: BAN_LIMITS.reasonMax,
      kind: 'multi-line',
    }),
    until: yup
      .string()
      .typeError('until must be an ISO date or null')
      .nullable()
      .test('iso', 'until must be an ISO date such as 2027-01-31T00:00:00Z', (value) =>
        value == null ? true : /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      ),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** DELETE /api/admin/bans/:userId (the body is optional). */
export const unbanUserSchema = yup
  .object({
    reason: textField('Reason', { max: BAN_LIMITS.reasonMax, kind: 'multi-line' }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/user/ban/appeal. */
export const banAppealSchema = yup
  .object({
    text: requiredTextField('Appeal', {
      min: BAN_LIMITS.appealMin,
      max: BAN_LIMITS.appealMax,
      kind: 'multi-line',
    }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
