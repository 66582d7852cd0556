import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { hasLeadingZero, isDiscordId } from '../common/discord-ids';
import { resolveCategoryId } from '../categories/category-names';
import { requiredTextField, textField } from '../common/text-field';
import { tagField } from './tag-field';
import { bannerField, screenshotsField, slashCommandsField } from './bot-media.schemas';
import {
  clientIdOf,
  INVITE_PERMISSIONS_MESSAGE,
  invitePermissionBits,
  isDiscordInviteUrl,
  isHttpUrl,
  isHttpsUrl,
} from './bot-rules';

/** Texts the spec gives word for word. */
export const MESSAGES = {
  categoriesRequired: 'Please select at least one category',
  discordAppId: 'Discord Application ID must be a valid 17-19 digit number',
  appIdMatchesInvite: "Discord Application ID must be the invite URL's client_id",
} as const;

/** A Discord id field (see isDiscordId): `message` for most mistakes, a plainer one for a leading 0. */
const discordIdField = (label: string, message: string) =>
  requiredTextField(label, { max: 19 }).test('discord-id', message, function (value) {
    if (!value || isDiscordId(value)) return true;
    const leadingZero = hasLeadingZero(value);
    return this.createError({ message: leadingZero ? `${label} must not start with 0` : message });
  });

const optionalUrl = (label: string) =>
  textField(label, { max: LIMITS.urlMax }).test(
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
    name: requiredTextField('Bot name', { min: LIMITS.nameMin, max: LIMITS.nameMax }),
    ownerName: requiredTextField('Your name', { max: LIMITS.ownerNameMax }),
    shortDescription: requiredTextField('Short description', { max: LIMITS.shortDescriptionMax }),
    description: requiredTextField('Full description', {
      max: LIMITS.descriptionMax,
      kind: 'multi-line',
    }),
    avatar: requiredTextField('Bot avatar URL', { max: LIMITS.urlMax }).test(
      'https-url',
      'Bot avatar URL must be an https URL',
      (value) => !value || isHttpsUrl(value),
    ),
    ownerId: discordIdField(
      'Your Discord User ID',
      'Your Discord User ID must be a 17-19 digit number',
    ),
    inviteUrl: requiredTextField('Bot invite URL', { max: LIMITS.urlMax })
      .test(
        'discord-invite',
        'Bot invite URL must be a Discord OAuth2 authorize URL with a client_id',
        (value) => !value || isDiscordInviteUrl(value),
      )
      .test(
        'invite-permissions',
        INVITE_PERMISSIONS_MESSAGE,
        (value) => !value || !isDiscordInviteUrl(value) || invitePermissionBits(value) !== null,
      ),
    discordAppId: discordIdField('Discord Application ID', MESSAGES.discordAppId),
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
      .array(tagField())
      .typeError('Tags must be a list')
      .max(LIMITS.tagsMax, `At most ${LIMITS.tagsMax} tags`),
    isOnline: yup.boolean().typeError('isOnline must be true or false'),
    banner: bannerField(),
    screenshots: screenshotsField(),
    slashCommands: slashCommandsField(),
    /** Kept beside the bot, never in it: only staff and the owner see it (see notesForReviewerOf). */
    notesForReviewer: textField('Notes for the reviewer', {
      max: LIMITS.notesForReviewerMax,
      kind: 'multi-line',
    }),
    isFeatured: yup.boolean().typeError('isFeatured must be true or false'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('botData must be an object')
  .test('app-id-matches-invite', MESSAGES.appIdMatchesInvite, function (form) {
    const { discordAppId, inviteUrl } = form as { discordAppId?: unknown; inviteUrl?: unknown };
    if (typeof discordAppId !== 'string' || typeof inviteUrl !== 'string') return true;
    if (!isDiscordId(discordAppId.trim()) || !isDiscordInviteUrl(inviteUrl.trim())) {
      return true; // the field rules already say what is wrong
    }
    // Both in Discord's one spelling (isDiscordId), so equal text is the same application.
    if (clientIdOf(inviteUrl.trim()) === discordAppId.trim()) return true;
    return this.createError({ path: 'discordAppId', message: MESSAGES.appIdMatchesInvite });
  });

export type BotDataInput = yup.InferType<typeof botDataSchema>;
