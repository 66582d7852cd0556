import { Counter, type Registry } from 'prom-client';

export const COMMAND_OUTCOMES = [
  'ok',
  'replayed',
  'rejected',
  'conflict',
  'unavailable',
  'error',
] as const;
export type CommandOutcomeLabel = (typeof COMMAND_OUTCOMES)[number];

/** Commands by type and outcome, and the events they appended by type. */
export class CommandMetrics {
  private readonly commands: Counter<'type' | 'outcome'>;
  private readonly events: Counter<'type'>;

  constructor(registry: Registry) {
    this.commands = new Counter({
      name: 'botdir_commands_total',
      help: 'Commands by type and outcome (ok, replayed, rejected by a rule, conflict, unavailable, error)',
      labelNames: ['type', 'outcome'],
      registers: [registry],
    });
    this.events = new Counter({
      name: 'botdir_events_appended_total',
      help: 'Events appended to the event store by type',
      labelNames: ['type'],
      registers: [registry],
    });
  }

  command(type: string, outcome: CommandOutcomeLabel): void {
    this.commands.inc({ type, outcome });
  }

  appended(events: ReadonlyArray<{ type: string }>): void {
    for (const event of events) this.events.inc({ type: event.type });
  }
}
