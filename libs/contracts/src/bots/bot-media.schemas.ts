import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { requiredTextField, textField } from '../common/text-field';
import { isHttpsUrl } from './bot-rules';

/** Discord's rule for a slash command's name: 1–32 letters, digits, - or _, lower case. */
const COMMAND_NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

export const isSlashCommandName = (value: string) =>
  COMMAND_NAME.test(value) && value === value.toLowerCase();

/** An https image URL, judged like the avatar. */
const httpsImageUrl = (label: string) =>
  textField(label, { max: LIMITS.urlMax }).test(
    'https-url',
    `${label} must be an https URL`,
    (value) => !value || isHttpsUrl(value),
  );

export const bannerField = () => httpsImageUrl('Banner URL');

export const screenshotsField = () =>
  yup
    .array(httpsImageUrl('Screenshot URL').required('Screenshot URL is required'))
    .typeError('Screenshots must be a list of URLs')
    .max(LIMITS.screenshotsMax, `At most ${LIMITS.screenshotsMax} screenshots`);

const slashCommandField = yup
  .object({
    name: requiredTextField('Command name', { max: LIMITS.slashCommandNameMax }).test(
      'discord-command-name',
      'Command name must be 1-32 lower-case letters, digits, - or _ (as Discord requires)',
      (value) => value === undefined || isSlashCommandName(value.trim()),
    ),
    description: requiredTextField('Command description', {
      max: LIMITS.slashCommandDescriptionMax,
    }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .typeError('A slash command must be an object with a name and a description')
  .required('A slash command must be an object with a name and a description');

export const slashCommandsField = () =>
  yup
    .array(slashCommandField)
    .typeError('Slash commands must be a list')
    .max(LIMITS.slashCommandsMax, `At most ${LIMITS.slashCommandsMax} slash commands`)
    .test('unique-names', 'Slash command names must be unique', (commands) => {
      if (!commands) return true;
      // Runs before each command's own checks: only names that are text can clash.
      const names = commands.flatMap((command: unknown) => {
        const name = (command as { name?: unknown } | null)?.name;
        return typeof name === 'string' ? [name.trim()] : [];
      });
      return new Set(names).size === names.length;
    });
