import type { ApiErrorBody } from '@botdir/contracts';

/** Any non-OK answer: the message is "status: text" (spec section 8), the body is kept. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
    /** Seconds the server asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own message when it sent one, for toasts and forms. */
  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A rate-limited answer always explains itself, even when a proxy sent it without our JSON body. */
function rateLimitBody(response: Response, body: ApiErrorBody | null): ApiErrorBody {
  if (body?.message) return body;
  const seconds = Number(response.headers.get('Retry-After'));
  const wait =
    Number.isFinite(seconds) && seconds > 0 ? `${Math.ceil(seconds)} seconds` : 'a minute';
  return {
    statusCode: 429,
    code: 'RATE_LIMIT.EXCEEDED',
    message: `Too many requests. Please wait ${wait} and try again.`,
  };
}

async function toError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    body = null;
  }
  if (response.status === 429) body = rateLimitBody(response, body);
  return new ApiError(
    response.status,
    body,
    body?.message || text || response.statusText,
    retryAfterOf(response),
  );
}

function getResponse(path: string): Promise<Response> {
  return fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
}

/** GET with cookies; returns the parsed JSON body. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await getResponse(path);
  if (!response.ok) throw await toError(response);
  return (await response.json()) as T;
}

/** A write: JSON content-type and body only when a body exists. */
export async function apiSend<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
  };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await toError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A list read that also reports how many items match in all (the X-Total-Count header). */
export interface ApiPage<T> {
  items: T[];
  total: number;
  /** A search that found nothing was answered for these corrected words (X-Did-You-Mean). */
  didYouMean?: string;
}

export async function apiGetPage<T>(path: string): Promise<ApiPage<T>> {
  const response = await getResponse(path);
  if (!response.ok) throw await toError(response);
  const items = (await response.json()) as T[];
  const header = Number(response.headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && header > 0 ? header : items.length;
  const didYouMean = decodedHeader(response.headers.get('X-Did-You-Mean'));
  return didYouMean ? { items, total, didYouMean } : { items, total };
}

/** A URI-encoded header's text; null when absent or not valid encoding. */
function decodedHeader(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
