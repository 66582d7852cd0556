import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@botdir/contracts';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '@botdir/event-store';
import { DependencyUnavailableError } from '../dependencies/dependency-unavailable.error';
import { CommandMetrics, type CommandOutcomeLabel } from './metrics/command-metrics';

interface Observed {
  type: string;
  correlationId: string;
  commandId: string;
}

function outcomeOf(error: unknown): CommandOutcomeLabel {
  if (error instanceof DomainError) return error.kind === 'conflict' ? 'conflict' : 'rejected';
  if (error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError)
    return 'conflict';
  if (error instanceof DependencyUnavailableError) return 'unavailable';
  return 'error';
}

/** One log line and one count per command, with its correlation id (the request id is bound). */
@Injectable()
export class CommandObserver {
  private readonly logger = new Logger('Command');

  constructor(private readonly metrics: CommandMetrics) {}

  succeeded(
    command: Observed,
    outcome: { events: ReadonlyArray<{ type: string }>; position: number; replayed: boolean },
  ): void {
    const label = outcome.replayed ? 'replayed' : 'ok';
    this.metrics.command(command.type, label);
    if (!outcome.replayed) this.metrics.appended(outcome.events);
    this.logger.log({
      msg: `${command.type} ${label}`,
      ...command,
      outcome: label,
      position: outcome.position,
      events: outcome.events.map((event) => event.type),
    });
  }

  failed(command: Observed, error: unknown): void {
    const label = outcomeOf(error);
    this.metrics.command(command.type, label);
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.log({ msg: `${command.type} ${label}: ${reason}`, ...command, outcome: label });
  }
}
