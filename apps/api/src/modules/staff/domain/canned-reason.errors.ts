import { DomainError } from '@botdir/contracts';

export const REASON = {
  NOT_FOUND: 'REASON.NOT_FOUND',
  RETIRED: 'REASON.RETIRED',
  ADMINISTRATOR_ONLY: 'REASON.ADMINISTRATOR_ONLY',
  TOO_MANY: 'REASON.TOO_MANY',
} as const;

export const cannedReasonErrors = {
  notFound: () => new DomainError(REASON.NOT_FOUND, 'not_found', 'This reason does not exist.'),
  retired: () =>
    new DomainError(REASON.RETIRED, 'conflict', 'This reason is retired; add a new one instead.'),
  tooManyActive: (max: number) =>
    new DomainError(
      REASON.TOO_MANY,
      'conflict',
      `There are already ${max} active reasons; retire one before adding another.`,
    ),
  tooMany: (max: number) =>
    new DomainError(
      REASON.TOO_MANY,
      'conflict',
      `The list already holds ${max} reasons, retired ones included; no more can be added.`,
    ),
  administratorOnly: () =>
    new DomainError(
      REASON.ADMINISTRATOR_ONLY,
      'forbidden',
      'Only Administrators manage canned reasons.',
    ),
};
