/** Invites go through the api so the click counts towards trending; it redirects to Discord. */
export function inviteHref(botId: number): string {
  return `/api/bots/${botId}/invite`;
}
