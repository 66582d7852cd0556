/** Hosts that name this machine: http is allowed to them outside production only. */
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with a webhook URL by its text alone (null: nothing): https, or http to localhost
 * when not in production; no credentials in it. Where the host resolves is checked when sending.
 */
export function webhookUrlProblem(raw: string, isProduction: boolean): string | null {
  const url = parsedWebhookUrl(raw);
  if (typeof url === 'string') return url;
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return 'it must start with https://';
  if (isProduction) return 'it must start with https:// in production';
  if (!LOCAL_HOSTS.has(url.hostname)) return 'http:// is allowed only to localhost';
  return null;
}

/** The URL, or what is wrong with it before any rule of its kind: unparsable, or credentials in it. */
export function parsedWebhookUrl(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a valid URL';
  }
  if (url.username || url.password) return 'it must not contain a user name or password';
  return url;
}
