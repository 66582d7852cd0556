import useSWR, { mutate } from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { BotPageView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

/** `ref`: a bot's id, or a Discord application id kept as text (it passes 2^53). */
export type BotRefParam = number | string;

const botPath = (ref: BotRefParam) => `/api/bots/${ref}`;

export function getBot(ref: BotRefParam): Promise<BotPageView> {
  return apiGet<BotPageView>(botPath(ref));
}

/** One published bot (its page, or the Featured toggle of its submission); null to not ask. */
export function useBot(ref: BotRefParam | null) {
  return useSWR<BotPageView>(
    ref === null ? null : botKeys.detail(ref),
    () => getBot(ref ?? 0),
    firstViewOptions(ref === null ? null : botPath(ref)),
  );
}

/**
 * Refetches a bot's page under whatever address it was opened by: its id, or a slug or an
 * application id (text keys, whose bot the key does not name; few are cached at once).
 */
export function refreshBotPage(botId: number): Promise<unknown> {
  const pages = botKeys.details();
  return mutate(
    (key) =>
      Array.isArray(key) &&
      key.length === pages.length + 1 &&
      pages.every((part, index) => key[index] === part) &&
      (key[pages.length] === botId || typeof key[pages.length] === 'string'),
  );
}
