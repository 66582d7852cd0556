import { DomainError } from '@botdir/contracts';

export const MEDIA = {
  NOT_FOUND: 'MEDIA.NOT_FOUND',
  UNAVAILABLE: 'MEDIA.UNAVAILABLE',
} as const;

export const descriptionImageErrors = {
  /** Not a live bot, no such image in its description now, or an address of an older one. */
  notFound: () => new DomainError(MEDIA.NOT_FOUND, 'not_found', 'This bot shows no such image.'),
};
