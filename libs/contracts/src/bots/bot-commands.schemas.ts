import * as yup from 'yup';
import { requiredTextField } from '../common/text-field';
import { DISCORD_ID_PATTERN } from '../common/discord-ids';
import { slugProblem } from './bot-slug';

export const rateBotSchema = yup
  .object({
    stars: yup
      .number()
      .typeError('stars must be a whole number from 1 to 5')
      .required('stars must be a whole number from 1 to 5')
      .integer('stars must be a whole number from 1 to 5')
      .min(1, 'stars must be a whole number from 1 to 5')
      .max(5, 'stars must be a whole number from 1 to 5'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

export const featureBotSchema = yup
  .object({
    featured: yup
      .boolean()
      .typeError('featured must be true or false')
      .required('featured must be true or false'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** Bounds of the reason staff give for unlisting or relisting a bot (the owner reads it). */
export const MODERATION_REASON = { min: 3, max: 500 } as const;

/** POST /api/admin/bots/:id/unlist and /relist: the reason is required. */
export const moderateBotSchema = yup
  .object({ reason: requiredTextField('Reason', MODERATION_REASON) })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

const SLUG_MESSAGES = {
  malformed: 'slug must be 1 to 32 lower-case letters, digits and single inner hyphens',
  numeric: 'slug must contain a letter (an all-digit address is read as an id)',
  reserved: 'slug is a reserved word; please choose another',
} as const;

/** PUT /api/bots/:id/slug: the bot's new address `/bot/{slug}`, as stored (lower case). */
export const changeBotSlugSchema = yup
  .object({
    slug: yup
      .string()
      .typeError('slug must be a string')
      .required('slug is required')
      .test('slug', (value, context) => {
        const problem = value === undefined ? null : slugProblem(value);
        return problem === null || context.createError({ message: SLUG_MESSAGES[problem] });
      }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** PUT /api/user/developer-page: hide or show the caller's page `/users/{id}`. */
export const developerPageVisibilitySchema = yup
  .object({
    hidden: yup
      .boolean()
      .strict()
      .typeError('hidden must be true or false')
      .required('hidden must be true or false'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** PUT /api/bots/:id/vote-reminder: be reminded (or no longer) when the caller may vote again. */
export const voteReminderSchema = yup
  .object({
    enabled: yup
      .boolean()
      .strict()
      .typeError('enabled must be true or false')
      .required('enabled must be true or false'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** POST /api/bots/:id/transfer: the Discord user the main owner offers the bot to. */
export const transferOwnershipSchema = yup
  .object({
    toUserId: yup
      .string()
      .typeError('toUserId must be a string')
      .required('toUserId is required')
      .matches(DISCORD_ID_PATTERN, 'toUserId must be a Discord user id (17 to 19 digits)'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');

/** The dashboard's "Add co-owner" form (sent as `PUT /api/bots/:id/co-owners/:userId`). */
export const coOwnerSchema = yup
  .object({
    userId: yup
      .string()
      .typeError('userId must be a string')
      .required('Enter a Discord user id')
      .matches(DISCORD_ID_PATTERN, 'A Discord user id has 17 to 19 digits'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('The body must be a JSON object');
