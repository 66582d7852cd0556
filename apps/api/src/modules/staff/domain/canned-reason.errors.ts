import { DomainError } from '@botdir/contracts';

export const REASON = {
  NOT_FOUND: 'REASON.NOT_FOUND',
  RETIRED: 'REASON.RETIRED',
  ADMINISTRATOR_ONLY: 'REASON.ADMINISTRATOR_ONLY',
} as const;

export const cannedReasonErrors = {
  notFound: () => new DomainError(REASON.NOT_FOUND, 'not_found', 'This reason does not exist.'),
  retired: () =>
    new DomainError(REASON.RETIRED, 'conflict', 'This reason is retired; add a new one instead.'),
  administratorOnly: () =>
    new DomainError(
      REASON.ADMINISTRATOR_ONLY,
      'forbidden',
      'Only Administrators manage canned reasons.',
    ),
};
