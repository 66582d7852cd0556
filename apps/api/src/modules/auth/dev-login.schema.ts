import * as yup from 'yup';
import { DISCORD_ID_PATTERN } from '@botdir/contracts';

/** The development login's body: who to be, and which Discord roles to hold. */
export const devLoginSchema = yup
  .object({
    id: yup
      .string()
      .required('id is required')
      .matches(DISCORD_ID_PATTERN, 'id must be a Discord id: 17-19 digits, not starting with 0'),
    username: yup
      .string()
      .required('username is required')
      .matches(
        /^[\w.\- ]{1,32}$/u,
        'username must be 1-32 letters, digits, spaces, dots, dashes or underscores',
      ),
    discriminator: yup.string().matches(/^\d{1,4}$/, 'discriminator must be 1-4 digits'),
    avatar: yup
      .string()
      .nullable()
      .matches(/^[a-f0-9_]{1,64}$/i, 'avatar must be a Discord avatar hash'),
    roles: yup
      .array(yup.string().required().matches(DISCORD_ID_PATTERN, 'roles must be Discord role ids'))
      .max(50, 'at most 50 roles')
      .required('roles is required'),
    /** Where to land afterwards; the server answers the safe path (see safeReturnPath). */
    returnTo: yup.string().max(2048, 'returnTo must be at most 2048 characters'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
