const WIDTH = 30;
const REDRAW_EVERY_MS = 100;

export interface Progress {
  /** Events applied so far. */
  events: number;
  /** Position reached and the head being chased (positions, not counts: ESDB's are sparse). */
  position: number;
  head: number;
  elapsedMs: number;
}

const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** `[#########---------]  45%  450,000 events  32,100 events/s  ETA 17s` */
export function progressLine({ events, position, head, elapsedMs }: Progress): string {
  const fraction = head > 0 ? Math.min(1, position / head) : 1;
  const filled = Math.round(fraction * WIDTH);
  const rate = elapsedMs > 0 ? (events * 1000) / elapsedMs : 0;
  const eta = fraction > 0 ? ((elapsedMs / 1000) * (1 - fraction)) / fraction : Infinity;
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `${bar} ${percent}  ${grouped(events)} events  ${grouped(rate)} events/s  ETA ${duration(eta)}`;
}

/** Redraws one line in place (carriage return), at most ten times a second. */
export class ProgressBar {
  private lastDraw = 0;
  private readonly started = Date.now();

  constructor(private readonly out: NodeJS.WritableStream = process.stderr) {}

  update(progress: Omit<Progress, 'elapsedMs'>, force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < REDRAW_EVERY_MS) return;
    this.lastDraw = now;
    this.out.write(`\r${progressLine({ ...progress, elapsedMs: now - this.started })}\x1b[K`);
  }

  finish(progress: Omit<Progress, 'elapsedMs'>): void {
    this.update(progress, true);
    this.out.write('\n');
  }
}
