import type { HttpAnswer, TestUser } from './test-app';

export interface RequestOptions {
  body?: unknown;
  raw?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Where a test's requests go: the in-process TestApp or an api running as its own process. */
export interface HttpTarget {
  readonly baseUrl: string;
  request<T = unknown>(
    method: string,
    urlPath: string,
    options?: RequestOptions,
  ): Promise<HttpAnswer<T>>;
  login(user: TestUser): Promise<string>;
}

/** Logs in through the development login and returns the session cookie (`name=value`). */
export async function loginAt(baseUrl: string, user: TestUser): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...user, discriminator: '0001' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** One request over real HTTP; the body parsed as JSON when it is, redirects not followed. */
export async function requestAt<T = unknown>(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: RequestOptions = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** The api at `baseUrl` (a process, a container) as a target for the same test helpers. */
export function httpAt(baseUrl: string): HttpTarget {
  return {
    baseUrl,
    request: (method, urlPath, options) => requestAt(baseUrl, method, urlPath, options),
    login: (user) => loginAt(baseUrl, user),
  };
}
