/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Field → message, for validation errors. */
  fields?: Record<string, string>;
  /** Seconds to wait, for 429 answers (also sent as the Retry-After header). */
  retryAfter?: number;
  /** The end of the ban that refused the request (USER.BANNED); null: no end. */
  until?: string | null;
}
