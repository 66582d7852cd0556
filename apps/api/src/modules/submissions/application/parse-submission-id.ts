import { ApiError } from '../../../infrastructure/http/api-error';

/** Submission ids are positive safe integers written as text. */
export function parseSubmissionId(raw: string): string {
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ApiError(
      400,
      'SUBMISSION.INVALID_ID',
      'Submission id must be a positive whole number.',
    );
  }
  return raw;
}
