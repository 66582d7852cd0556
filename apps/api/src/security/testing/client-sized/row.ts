/** One number a client picks (a count, a length, a size, a time), its worst values, and the answer. */

export type Who = 'nobody' | 'owner' | 'other' | 'admin';

/** What the rows aim at in the running api. */
export interface Fixture {
  /** A live bot of the owner's, whose description holds SEARCH_WORDS. */
  botId: number;
  token: string;
  pendingId: string;
}

export interface Sent {
  method: string;
  path: string;
  who?: Who;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as a JSON body. */
  text?: string;
  headers?: Record<string, string>;
  /** The whole request, written as it is on a socket: what fetch will not send. */
  wire?: string;
}

/** Refused: this 4xx and code, in the JSON error format. */
export interface Refused {
  refused: number;
  code: string;
}

/** Costs O(1): this status, an answer of at most `maxBytes`, and whatever `check` asserts. */
export interface Bounded {
  answers: number;
  maxBytes: number;
  check?: (body: unknown) => void;
}

export interface Row {
  /** The route (or "any request"). */
  where: string;
  field: string;
  /** The worst values sent, in words. */
  worst: string;
  send: (fixture: Fixture) => Sent[];
  expect: Refused | Bounded;
}

/** A refusal's JSON answer: the error body, a field name and a message cut to 300 characters. */
export const REFUSAL_MAX_BYTES = 16 * 1024;

export const refused = (status: number, code: string): Refused => ({ refused: status, code });

/** 16 words of four letters: a search for all of them (and one more) still finds the bot. */
export const SEARCH_WORDS =
  'acme bolt cube dove echo fawn glow hawk iris jade kiwi lamp mint nova opal pine';

/** A Discord user id no test user has. */
export const STRANGER = '123456789012345678';

/** The largest array a 100 KB body holds: `[1,1,…]`. */
export const WHOLE_BODY = 45_000;

export const repeat = (length: number, value: unknown): unknown[] =>
  Array.from({ length }, () => value);

/** Base64url of a listing cursor's JSON text, as `X-Next-Cursor` carries it. */
export const cursorOf = (json: string): string => Buffer.from(json).toString('base64url');

/** A raw request line and headers; the socket closes after the answer. */
export const rawRequest = (head: string, body = ''): string =>
  `${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n${body}`;
