/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Field → message, for validation errors. */
  fields?: Record<string, string>;
}
