import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { DISCORD_ID_PATTERN } from '../common/discord-ids';
import { resolveCategoryId } from '../categories/category-names';
import { isDiscordInviteUrl, isHttpUrl, isHttpsUrl, hasUnsafeCharacters } from './bot-rules';

/** Texts the spec gives word for word. */
export const MESSAGES = {
  categoriesRequired: 'Please select at least one category',
  discordAppId: 'Discord Application ID must be a valid 17-19 digit number',
} as const;

const text = (label: string, max: number, opts: { multiline?: boolean } = {}) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .test('safe', `${label} contains characters that are not allowed`, (value) =>
      value === undefined ? true : !hasUnsafeCharacters(value, opts.multiline ?? false),
    );

const requiredText = (label: string, max: number, opts: { multiline?: boolean } = {}) =>
  text(label, max, opts)
    .required(`${label} is required`)
    .test('not-blank', `${label} is required`, (value) => (value ?? '').trim().length > 0);

const optionalUrl = (label: string) =>
  text(label, LIMITS.urlMax).test(
    'http-url',
    `${label} must be an http or https URL`,
    (value) => !value || isHttpUrl(value),
  );

/**
 * The submission form (spec sections 3 and 5) with the server's extra rules.
 * Shared by the web form (formik) and the API. Validate with `{ strict: true }` on the server.
 */
export const botDataSchema = yup
  .object({
    name: requiredText('Bot name', LIMITS.nameMax).min(
      LIMITS.nameMin,
      `Bot name must be at least ${LIMITS.nameMin} characters`,
    ),
    ownerName: requiredText('Your name', LIMITS.ownerNameMax),
    shortDescription: requiredText('Short description', LIMITS.shortDescriptionMax),
    description: requiredText('Full description', LIMITS.descriptionMax, { multiline: true }),
    avatar: requiredText('Bot avatar URL', LIMITS.urlMax).test(
      'https-url',
      'Bot avatar URL must be an https URL',
      (value) => !value || isHttpsUrl(value),
    ),
    ownerId: requiredText('Your Discord User ID', 19).matches(
      DISCORD_ID_PATTERN,
      'Your Discord User ID must be a 17-19 digit number',
    ),
    inviteUrl: requiredText('Bot invite URL', LIMITS.urlMax).test(
      'discord-invite',
      'Bot invite URL must be a Discord OAuth2 authorize URL with a client_id',
      (value) => !value || isDiscordInviteUrl(value),
    ),
    discordAppId: text('Discord Application ID', 19).test(
      'app-id',
      MESSAGES.discordAppId,
      (value) => !value || DISCORD_ID_PATTERN.test(value),
    ),
    supportServerUrl: optionalUrl('Support server'),
    websiteUrl: optionalUrl('Website'),
    githubUrl: optionalUrl('GitHub'),
    categories: yup
      .array(
        yup
          .string()
          .typeError('Categories must be category ids')
          .required()
          // A category id or name, in any case: the server stores the id.
          .test(
            'known-category',
            'Unknown category: ${value}',
            (value) => value === undefined || resolveCategoryId(value) !== null,
          ),
      )
      .typeError('Categories must be a list')
      .required(MESSAGES.categoriesRequired)
      .min(1, MESSAGES.categoriesRequired)
      .max(LIMITS.categoriesMax, `Choose at most ${LIMITS.categoriesMax} categories`),
    tags: yup
      .array(
        text('Tag', LIMITS.tagMax)
          .required('Tags cannot be empty')
          .test('not-blank', 'Tags cannot be empty', (value) => (value ?? '').trim().length > 0),
      )
      .typeError('Tags must be a list')
      .max(LIMITS.tagsMax, `At most ${LIMITS.tagsMax} tags`),
    isOnline: yup.boolean().typeError('isOnline must be true or false'),
    isFeatured: yup.boolean().typeError('isFeatured must be true or false'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('botData must be an object');

export type BotDataInput = yup.InferType<typeof botDataSchema>;
