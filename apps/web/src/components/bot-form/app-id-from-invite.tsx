import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { clientIdOf, isDiscordId } from '@botdir/contracts';
import type { BotFormValues } from './bot-form-values';

/**
 * The Discord Application ID must be the invite's client_id: a pasted invite URL fills it in
 * while the field is empty (what the owner typed there is never replaced).
 */
export function AppIdFromInvite() {
  const { values, setFieldValue } = useFormikContext<BotFormValues>();
  const clientId = clientIdOf(values.inviteUrl.trim());
  const fill = values.discordAppId === '' && clientId !== null && isDiscordId(clientId);
  useEffect(() => {
    if (fill) void setFieldValue('discordAppId', clientId);
  }, [fill, clientId, setFieldValue]);
  return null;
}
