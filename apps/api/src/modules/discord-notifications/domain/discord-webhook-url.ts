import { isDiscordId, LOCAL_HOSTS, parsedWebhookUrl, webhookUrlProblem } from '@botdir/contracts';

/** The hosts Discord serves webhooks from. */
const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'canary.discord.com',
  'ptb.discord.com',
]);

/** `/api/webhooks/{id}/{token}`, optionally with an API version (`/api/v10/webhooks/...`). */
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d+)\/[\w-]{1,100}\/?$/;

/** Whether `pathname` is a webhook's, its id a Discord id as Discord writes it (isDiscordId). */
function isWebhookPath(pathname: string): boolean {
  return isDiscordId(WEBHOOK_PATH.exec(pathname)?.[1]);
}

const NOT_DISCORD = 'it must be a Discord webhook URL such as https://discord.com/api/webhooks/…';

/**
 * What is wrong with a notification webhook URL (null: nothing). Only Discord's webhook URLs, over
 * https; outside production also http(s) to this machine, so tests and development can run a local
 * receiver (the rule vote webhooks use). Where a host resolves is checked at every send.
 */
export function discordWebhookUrlProblem(raw: string, isProduction: boolean): string | null {
  const url = parsedWebhookUrl(raw);
  if (typeof url === 'string') return url;
  if (!isProduction && LOCAL_HOSTS.has(url.hostname)) return webhookUrlProblem(raw, false);
  if (!DISCORD_HOSTS.has(url.hostname) || !isWebhookPath(url.pathname)) return NOT_DISCORD;
  if (url.protocol !== 'https:') return 'it must start with https://';
  if (url.port !== '') return NOT_DISCORD;
  return null;
}
