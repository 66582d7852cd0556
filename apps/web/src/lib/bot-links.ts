import { paths } from '@botdir/contracts';

/** Invites go through the api so the click counts towards trending; it redirects to Discord. */
export function inviteHref(botId: number): string {
  return `/api/bots/${botId}/invite`;
}

/**
 * The address a bot is shared by: the server's canonical page for it, `/bot/{slug}` once it has
 * one, else `/bot/{id}` (every other form of
 * `/bot/{ref}` answers 301 to it), the same URL its `<link rel="canonical">` names.
 */
export function canonicalBotUrl(bot: { id: number; slug: string | null }): string {
  return `${window.location.origin}${paths.bot(bot)}`;
}
