import { Injectable } from '@nestjs/common';
import { PROJECTION_NAMES, readModelsTouchedBy, type ProjectionName } from '@botdir/read-store';
import { ProjectionWaiter } from './projection-waiter';

/** How a read model moved: only the documents of these bots, or anything in it. */
export type ModelChange = ReadonlySet<number> | 'all';
export type ReadModelChangeSet = ReadonlyMap<ProjectionName, ModelChange>;
type ChangeListener = (changed: ReadModelChangeSet) => void;
type NotedEvent = { position: number; type: string; data?: unknown };

/** Past this many events seen but not yet projected, they are forgotten: the next advance changes every read model. */
const MAX_PENDING = 10_000;
/** Bots whose last change is remembered per read model; past it, the model counts as wholly changed. */
const MAX_TRACKED_BOTS = 100_000;

/**
 * Read models whose every document belongs to one bot, keyed by the event's `botId`: an event
 * changes that bot's document alone, so answers about other bots stay valid.
 */
const KEYED_BY_BOT: ReadonlySet<ProjectionName> = new Set<ProjectionName>(['bots', 'ratings']);

const botOf = (event: NotedEvent): number | null => {
  const botId = (event.data as { botId?: unknown } | undefined)?.botId;
  return typeof botId === 'number' && Number.isSafeInteger(botId) ? botId : null;
};

/**
 * Which read models moved when the projected position advanced, so that answers computed from
 * other read models stay valid (an invite click changes trending, not the bot lists), and, for
 * the read models keyed by bot, which bots' documents moved (a vote for one bot leaves another's
 * page valid). Whoever projects or follows the log notes the events it sees; when the position
 * passes events nobody noted, every read model counts as wholly changed.
 */
@Injectable()
export class ReadModelChanges {
  /** The last position at which each read model moved at all. */
  private readonly changedAt = new Map<ProjectionName, number>();
  /** The last position at which each read model moved beyond single bots' documents. */
  private readonly wholeChangedAt = new Map<ProjectionName, number>();
  private readonly botChangedAt = new Map<ProjectionName, Map<number, number>>();
  private pending: Array<{
    position: number;
    models: readonly ProjectionName[];
    bot: number | null;
  }> = [];
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

  note(events: ReadonlyArray<NotedEvent>): void {
    for (const event of events) {
      if (event.position <= this.notedUpTo) continue;
      this.notedUpTo = event.position;
      const models = readModelsTouchedBy(event.type);
      if (models.length > 0)
        this.pending.push({ position: event.position, models, bot: botOf(event) });
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

  /**
   * True when one of `models` changed after `position` (so an answer read at it is stale); with
   * `bot`, an answer about that bot alone, changes to other bots' documents do not count.
   */
  changedSince(
    models: readonly ProjectionName[],
    position: number,
    bot: number | null = null,
  ): boolean {
    return models.some((model) => {
      if ((this.changedAt.get(model) ?? 0) <= position) return false;
      if (bot === null || !KEYED_BY_BOT.has(model)) return true;
      if ((this.wholeChangedAt.get(model) ?? 0) > position) return true;
      return (this.botChangedAt.get(model)?.get(bot) ?? 0) > position;
    });
  }

  private settle(from: number, to: number): void {
    const unknown = this.notedUpTo < to || this.forgottenUpTo > from;
    const changed = new Map<ProjectionName, Set<number> | 'all'>(
      unknown ? PROJECTION_NAMES.map((model) => [model, 'all']) : [],
    );
    const later = [];
    for (const change of this.pending) {
      if (change.position > to) later.push(change);
      else if (change.position > from)
        for (const model of change.models) mark(changed, model, change.bot);
    }
    this.pending = later;
    if (changed.size === 0) return;
    for (const [model, change] of changed) this.remember(model, change, to);
    for (const listener of this.listeners) listener(changed);
  }

  private remember(model: ProjectionName, change: Set<number> | 'all', at: number): void {
    this.changedAt.set(model, at);
    if (change === 'all') return void this.wholeChangedAt.set(model, at);
    let bots = this.botChangedAt.get(model);
    if (!bots) this.botChangedAt.set(model, (bots = new Map()));
    if (bots.size + change.size > MAX_TRACKED_BOTS) {
      bots.clear();
      this.wholeChangedAt.set(model, at);
    }
    for (const bot of change) bots.set(bot, at);
  }
}

/** Adds one event's change of `model` (about `bot`, or null) to the advance's changes. */
function mark(
  changed: Map<ProjectionName, Set<number> | 'all'>,
  model: ProjectionName,
  bot: number | null,
): void {
  const current = changed.get(model);
  if (current === 'all') return;
  if (bot === null || !KEYED_BY_BOT.has(model)) return void changed.set(model, 'all');
  if (current) current.add(bot);
  else changed.set(model, new Set([bot]));
}
