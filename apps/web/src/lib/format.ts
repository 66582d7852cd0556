/** Rating is stored in tenths of a star: 43 → "4.3". Null when the bot has no rating yet. */
export function formatRating(rating: number): string | null {
  return rating > 0 ? (rating / 10).toFixed(1) : null;
}

/** 950 → "950", 1,500 → "1.5K", 2,000,000 → "2.0M" (spec section 9). */
export function abbreviateCount(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function ageInMs(isoDate: string, now: number = Date.now()): number {
  return Math.max(0, now - new Date(isoDate).getTime());
}

export function isUnderADay(isoDate: string, now?: number): boolean {
  return ageInMs(isoDate, now) < DAY_MS;
}

/** "N hour(s) ago" under a day, else "N day(s) ago" (spec /new-releases). */
export function relativeAge(isoDate: string, now?: number): string {
  const age = ageInMs(isoDate, now);
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(age / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export function formatDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
