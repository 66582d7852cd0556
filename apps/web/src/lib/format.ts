/** Rating is stored in tenths of a star: 43 → "4.3". Null when the bot has no rating yet. */
export function formatRating(rating: number): string | null {
  return rating > 0 ? (rating / 10).toFixed(1) : null;
}

/** "4.3 ★ from 13 reviews": the rating everywhere it is shown; null before any review. */
export function formatRatingSummary(rating: number, count: number): string | null {
  const stars = formatRating(rating);
  if (!stars || count === 0) return null;
  return `${stars} ★ from ${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "1 vote", "13 votes": how many upvotes a bot has. */
export function formatVoteCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;
}

/** 950 → "950", 1,500 → "1.5K", 2,000,000 → "2.0M" (spec section 9). */
export function abbreviateCount(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function ageInMs(isoDate: string, now: number = Date.now()): number {
  return Math.max(0, now - new Date(isoDate).getTime());
}

export function isUnderADay(isoDate: string, now?: number): boolean {
  return ageInMs(isoDate, now) < DAY_MS;
}

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/**
 * "N hour(s) ago" under a day, else "N day(s) ago" (spec /new-releases); under an hour
 * "N minute(s) ago", and "just now" under a minute, never "0 hours ago".
 */
export function relativeAge(isoDate: string, now?: number): string {
  const age = ageInMs(isoDate, now);
  if (age < MINUTE_MS) return 'just now';
  if (age < HOUR_MS) return count(Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) {
    return count(Math.floor(age / HOUR_MS), 'hour');
  }
  return count(Math.floor(age / DAY_MS), 'day');
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

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 26, 2026, 9:41 AM": the exact moment behind a relative age (its tooltip). */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateTimeFormat.format(date);
}

/** A wait as the vote button says it: "12 h", "11 h 5 min", "3 min" (a started minute counts). */
export function formatWait(seconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
