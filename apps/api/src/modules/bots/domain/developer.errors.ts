import { DomainError } from '@botdir/contracts';

/** Stable error codes of developer pages. */
export const USER = {
  NOT_FOUND: 'USER.NOT_FOUND',
} as const;

export const developerErrors = {
  /** No live bot of this developer: the directory knows nothing public about them. */
  notFound: () => new DomainError(USER.NOT_FOUND, 'not_found', 'This developer has no page.'),
};
