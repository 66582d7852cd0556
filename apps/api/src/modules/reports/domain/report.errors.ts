import { DomainError } from '@botdir/contracts';

export const REPORT = {
  ALREADY_OPEN: 'REPORT.ALREADY_OPEN',
  NOT_FOUND: 'REPORT.NOT_FOUND',
  NOT_OPEN: 'REPORT.NOT_OPEN',
  BOT_NOT_LIVE: 'REPORT.BOT_NOT_LIVE',
  STAFF_ONLY: 'REPORT.STAFF_ONLY',
} as const;

export const reportErrors = {
  alreadyOpen: () =>
    new DomainError(
      REPORT.ALREADY_OPEN,
      'conflict',
      'You already reported this bot; staff will look at your report.',
    ),
  notFound: () => new DomainError(REPORT.NOT_FOUND, 'not_found', 'This report does not exist.'),
  notOpen: () =>
    new DomainError(REPORT.NOT_OPEN, 'conflict', 'This report has already been resolved.'),
  botNotLive: () =>
    new DomainError(REPORT.BOT_NOT_LIVE, 'not_found', 'Only a listed bot can be reported.'),
  staffOnly: () =>
    new DomainError(REPORT.STAFF_ONLY, 'forbidden', 'Only staff can resolve reports.'),
};
