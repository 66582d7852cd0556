import {
  assertNever,
  type DirectoryEventOf,
  type RecordedEvent,
  type ReportView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/**
 * A report as staff see it; `sequence` (its event's position) orders lists. The bot's name is not
 * stored here: each store reads it from the bots read model beside the report, so it is current.
 */
export interface ReportDoc extends Omit<ReportView, 'botName'> {
  sequence: number;
}

type ReportEventType = 'BotReported' | 'ReportResolved';

function evolveReport(
  doc: ReportDoc | null,
  event: RecordedEvent<DirectoryEventOf<ReportEventType>>,
): ReportDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BotReported': {
      const { reportId, botId, reporterId, reporterName, reason, details } = event.data;
      return {
        id: reportId,
        botId,
        reporterId,
        reporterName,
        reason,
        details,
        status: 'open',
        createdAt: at,
        resolvedAt: null,
        resolvedBy: null,
        action: null,
        resolution: null,
        sequence: event.position,
      };
    }
    case 'ReportResolved': {
      if (!doc) return null;
      const { action, reason } = event.data;
      return {
        ...doc,
        status: action === 'unlist' ? 'actioned' : 'dismissed',
        resolvedAt: at,
        resolvedBy: event.metadata.actor.name,
        action,
        resolution: reason || null,
      };
    }
    default:
      return assertNever(event);
  }
}

export const reportsProjection = defineProjection<ReportDoc, ReportEventType>({
  name: 'reports',
  eventTypes: ['BotReported', 'ReportResolved'],
  keyOf: (event) => event.data.reportId,
  evolve: evolveReport,
});

export function toReportView(doc: ReportDoc, botName: string | null): ReportView {
  const { sequence: _sequence, ...view } = doc;
  return { ...view, botName };
}
