import { DEVELOPER, validBotData, type TestUser } from './test-app';
import { SUBMIT_PATH } from './directory-client';
import { loginAt } from './http-target';

/** What a client saw: a status and a parsed body, or the network error when there was no answer. */
export interface Seen {
  status: number;
  body: { submissionId?: string; code?: string; statusCode?: number } & Record<string, unknown>;
  headers: Headers;
  ms: number;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Seen> {
  const started = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Seen['body'] = {};
  try {
    body = text ? (JSON.parse(text) as Seen['body']) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers, ms: Date.now() - started };
}

/** Development login against a running api process; returns the `Cookie` header value. */
export const loginTo = (baseUrl: string, user: TestUser = DEVELOPER): Promise<string> =>
  loginAt(baseUrl, user);

/** A submit timed, its network error kept: the process tests' view of `DirectoryClient.submit`. */
export function submitBot(baseUrl: string, cookie: string, name: string): Promise<Seen> {
  return call(baseUrl, 'POST', SUBMIT_PATH, {
    cookie,
    body: { botData: validBotData(DEVELOPER, { name }) },
  });
}

/** Polls until `check` holds (generous deadlines: the machine is shared). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
