import { Injectable } from '@nestjs/common';
import { PROJECTION_NAMES, readModelsTouchedBy, type ProjectionName } from '@botdir/read-store';
import { ProjectionWaiter } from './projection-waiter';

type ChangeListener = (changed: ReadonlySet<ProjectionName>) => void;
/** Past this many events seen but not yet projected, they are forgotten: the next advance changes every read model. */
const MAX_PENDING = 10_000;
const EVERY_MODEL: ReadonlySet<ProjectionName> = new Set(PROJECTION_NAMES);

/**
 * Which read models moved when the projected position advanced, so that answers computed from
 * other read models stay valid (an invite click changes trending, not the bot lists). Whoever
 * projects or follows the log notes the events it sees; when the position passes events nobody
 * noted, every read model counts as changed.
 */
@Injectable()
export class ReadModelChanges {
  private readonly changedAt = new Map<ProjectionName, number>();
  private pending: Array<{ position: number; models: readonly ProjectionName[] }> = [];
  private notedUpTo = 0;
  private forgottenUpTo = 0;
  private readonly listeners: ChangeListener[] = [];

  constructor(private readonly waiter: ProjectionWaiter) {
    waiter.onAdvance((from, to) => this.settle(from, to));
  }

  /** The projected position: answers read now reflect at least this. */
  get position(): number {
    return this.waiter.position;
  }

  note(events: ReadonlyArray<{ position: number; type: string }>): void {
    for (const event of events) {
      if (event.position <= this.notedUpTo) continue;
      this.notedUpTo = event.position;
      const models = readModelsTouchedBy(event.type);
      if (models.length > 0) this.pending.push({ position: event.position, models });
    }
    if (this.pending.length > MAX_PENDING) {
      this.forgottenUpTo = this.notedUpTo;
      this.pending = [];
    }
  }

  /** Called synchronously on every advance, before commands waiting for it answer. */
  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** True when one of `models` changed after `position` (so an answer read at it is stale). */
  changedSince(models: readonly ProjectionName[], position: number): boolean {
    return models.some((model) => (this.changedAt.get(model) ?? 0) > position);
  }

  private settle(from: number, to: number): void {
    const unknown = this.notedUpTo < to || this.forgottenUpTo > from;
    const changed = new Set<ProjectionName>(unknown ? EVERY_MODEL : []);
    const later = [];
    for (const change of this.pending) {
      if (change.position > to) later.push(change);
      else if (change.position > from) for (const model of change.models) changed.add(model);
    }
    this.pending = later;
    if (changed.size === 0) return;
    for (const model of changed) this.changedAt.set(model, to);
    for (const listener of this.listeners) listener(changed);
  }
}
