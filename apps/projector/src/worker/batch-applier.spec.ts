import { ProjectorFixture } from '../testing/projector-fixture';
import { projectedPosition } from '../projection/projected-position';
import { BatchApplier } from './batch-applier';

describe('BatchApplier: jobs that name a range of positions', () => {
  let fixture: ProjectorFixture;
  let applier: BatchApplier;

  beforeEach(async () => {
    fixture = new ProjectorFixture();
    applier = new BatchApplier(fixture.events, fixture.reads, fixture.config('redis://unused', 7));
    await fixture.appendBots(20);
  });
  afterEach(() => fixture.close());

  it('reads the range from the log, fills a gap before it, and ignores a second delivery', async () => {
    const head = await fixture.events.headPosition();
    const middle = Math.floor(head / 2);

    // The job for the first half was lost: the second half's job fills it from the log first.
    expect(await applier.apply({ after: middle, upTo: head })).toEqual({
      gapFilled: middle,
      applied: true,
    });
    expect(await projectedPosition(fixture.reads)).toBe(head);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());

    expect(await applier.apply({ after: 0, upTo: middle })).toEqual({
      gapFilled: 0,
      applied: false,
    });
  });

  it('stops at the end of its range', async () => {
    expect(await applier.apply({ after: 0, upTo: 10 })).toEqual({ gapFilled: 0, applied: true });
    expect(await projectedPosition(fixture.reads)).toBe(10);
  });
});
