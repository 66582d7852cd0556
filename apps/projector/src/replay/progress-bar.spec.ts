import { progressLine } from './progress-bar';

describe('replay progress line', () => {
  it('shows the share done, the rate and the time left', () => {
    const line = progressLine({
      events: 250_000,
      position: 250_000,
      head: 1_000_000,
      elapsedMs: 10_000,
    });
    expect(line).toBe(
      `[${'#'.repeat(8)}${'-'.repeat(22)}]  25%  250,000 events  25,000 events/s  ETA 30s`,
    );
  });
});
