import { Inject, Injectable } from '@nestjs/common';
import { reviewStatsOf, type QueuePlace, type ReviewStatsView } from '@botdir/contracts';
import { REVIEW_READS, type ReviewReads } from '@botdir/read-store';

const DAY_MS = 86_400_000;

/** Review times and queue places, computed from the submissions read model (itself from events). */
@Injectable()
export class ReviewFigures {
  constructor(@Inject(REVIEW_READS) private readonly reads: ReviewReads) {}

  async stats(now: Date = new Date()): Promise<ReviewStatsView> {
    const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
    const [decisions, queue] = await Promise.all([
      this.reads.reviewDecisions(since),
      this.reads.reviewQueue(),
    ]);
    return reviewStatsOf(decisions, queue.length, now.toISOString());
  }

  /** Each pending submission's place: position from 1, the queue's length, the usual wait. */
  async places(): Promise<Map<string, QueuePlace>> {
    const [queue, stats] = await Promise.all([this.reads.reviewQueue(), this.stats()]);
    return new Map(
      queue.map((id, index) => [
        id,
        { queuePosition: index + 1, queueLength: queue.length, etaHours: stats.medianHours30d },
      ]),
    );
  }
}
