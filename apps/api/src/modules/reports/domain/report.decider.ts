import type { BotReported, Decider, ReportEvent, ReportResolved } from '@botdir/contracts';
import type { ReportBot, ReportCommand, ResolveReport } from './report.commands';
import { reportErrors } from './report.errors';
import { reportIdOf } from './report-ids';

/** Stream `bot-reports-{botId}-{userId}`: the reports of one user on one bot. */
export interface ReportState {
  count: number;
  open: BotReported['data'] | null;
}

function report(command: ReportBot, state: ReportState): BotReported {
  const { botId, reporter, reason, details } = command;
  if (!command.botLive) throw reportErrors.botNotLive();
  if (state.open) throw reportErrors.alreadyOpen();
  return {
    type: 'BotReported',
    data: {
      reportId: reportIdOf(botId, reporter.id, state.count + 1),
      botId,
      reporterId: reporter.id,
      reporterName: reporter.name,
      reason,
      details,
    },
  };
}

function resolve(command: ResolveReport, state: ReportState): ReportResolved {
  if (!command.resolver.isStaff) throw reportErrors.staffOnly();
  if (!state.open || state.open.reportId !== command.reportId) {
    if (state.count === 0) throw reportErrors.notFound();
    throw reportErrors.notOpen();
  }
  const { reportId, botId, reporterId } = state.open;
  return {
    type: 'ReportResolved',
    data: {
      reportId,
      botId,
      reporterId,
      action: command.action,
      reason: command.reason,
      resolvedBy: command.resolver.id,
    },
  };
}

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  initialState: { count: 0, open: null },
  evolve: (state, event) =>
    event.type === 'BotReported'
      ? { count: state.count + 1, open: event.data }
      : { ...state, open: null },
  decide: (command, state) =>
    command.type === 'ReportBot' ? [report(command, state)] : [resolve(command, state)],
};
