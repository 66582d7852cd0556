/** A slug is lower-case ASCII letters, digits and single inner hyphens, at most this long. */
export const SLUG_MAX_LENGTH = 32;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words that name pages or routes beside `/bot/…` (or may one day): never a bot's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'new',
  'edit',
  'admin',
  'api',
  'vote',
  'votes',
  'submit',
  'settings',
  'widget',
  'widgets',
  'share',
  'stats',
  'analytics',
  'history',
  'token',
  'webhook',
  'webhooks',
  'report',
  'reports',
  'invite',
  'delete',
  'featured',
  'trending',
  'search',
  'browse',
  'dashboard',
  'login',
  'logout',
  'help',
  'null',
  'undefined',
]);

export type SlugProblem = 'malformed' | 'reserved' | 'numeric';

/**
 * Why `slug` cannot be a bot's slug, or null when it can. An all-digit slug is refused: it would be
 * read as an internal id or a Discord application id in `/bot/{ref}`.
 */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return 'malformed';
  if (/^[0-9-]+$/.test(slug)) return 'numeric';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return null;
}

/**
 * The slug a bot named `name` gets at approval, before uniqueness (a taken one gets `-2`, `-3`…):
 * accents dropped (NFKD, marks stripped), lower-case, every other run of characters one hyphen,
 * cut to SLUG_MAX_LENGTH. A name with no ASCII letter gets `bot-{id}`; a reserved or all-digit
 * result is prefixed `bot-` so it stays valid.
 */
export function slugFromName(name: string, botId: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  if (!/[a-z]/.test(slug)) return `bot-${botId}`;
  if (slugProblem(slug) === null) return slug;
  return `bot-${slug}`.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** `base`, or `base-n` for the n-th claim of it (n ≥ 2), cut so it stays within the bound. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
