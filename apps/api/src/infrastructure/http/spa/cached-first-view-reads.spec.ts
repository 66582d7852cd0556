import { CachedFirstViewReads } from './cached-first-view-reads';
import type { FirstViewReads } from './first-view-reads';

function countingReads(): FirstViewReads & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    read: (pathname) => {
      calls.push(pathname);
      return Promise.resolve({ body: calls.length });
    },
  };
}

describe('CachedFirstViewReads', () => {
  it('answers a burst of pages with one read until the read models move', async () => {
    const reads = countingReads();
    let position = 10;
    const cached = new CachedFirstViewReads(
      reads,
      () => position,
      () => 0,
    );
    await cached.read('/api/stats', {});
    await expect(cached.read('/api/stats', {})).resolves.toEqual({ body: 1 });
    position = 11;
    await expect(cached.read('/api/stats', {})).resolves.toEqual({ body: 2 });
    expect(reads.calls).toEqual(['/api/stats', '/api/stats']);
  });

  it('reads again after 5 s (answers that depend on the clock) and keys by query', async () => {
    const reads = countingReads();
    let now = 0;
    const cached = new CachedFirstViewReads(
      reads,
      () => 1,
      () => now,
    );
    await cached.read('/api/bots/trending', { window: 'week' });
    await cached.read('/api/bots/trending', { window: 'month' });
    now = 4_999;
    await cached.read('/api/bots/trending', { window: 'week' });
    now = 5_000;
    await expect(cached.read('/api/bots/trending', { window: 'week' })).resolves.toEqual({
      body: 3,
    });
  });

  it('forgets a failed read', async () => {
    let fail = true;
    const cached = new CachedFirstViewReads(
      { read: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ body: 'ok' })) },
      () => 1,
      () => 0,
    );
    await expect(cached.read('/api/stats', {})).rejects.toThrow('down');
    fail = false;
    await expect(cached.read('/api/stats', {})).resolves.toEqual({ body: 'ok' });
  });
});
