import type { BotReported, ReportResolved } from '@botdir/contracts';
import { alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { reportDecider } from './report.decider';
import { parseReportId } from './report-ids';

const spec = deciderSpec(reportDecider);
const reportId = `7-${bob.id}-1`;
const reported: BotReported = {
  type: 'BotReported',
  data: {
    reportId,
    botId: 7,
    reporterId: bob.id,
    reporterName: bob.name,
    reason: 'spam',
    details: 'Sends ads',
  },
};
const resolved = (action: 'dismiss' | 'unlist'): ReportResolved => ({
  type: 'ReportResolved',
  data: {
    reportId,
    botId: 7,
    reporterId: bob.id,
    action,
    reason: 'Checked',
    resolvedBy: reviewer.id,
  },
});
const reportBot = {
  type: 'ReportBot',
  botId: 7,
  reporter: bob,
  reason: 'spam',
  details: 'Sends ads',
  botLive: true,
} as const;
const resolve = (action: 'dismiss' | 'unlist', resolver = reviewer, id = reportId) =>
  ({ type: 'ResolveReport', reportId: id, action, reason: 'Checked', resolver }) as const;

describe('ReportBot', () => {
  it('records a report of a live bot', () => {
    spec.given([]).when(reportBot).then([reported]);
  });

  it('refuses a second open report by the same user (409)', () => {
    spec.given([reported]).when(reportBot).thenThrows('REPORT.ALREADY_OPEN', 'conflict');
  });

  it('accepts a new report once the first was resolved, with the next id', () => {
    spec
      .given([reported, resolved('dismiss')])
      .when(reportBot)
      .then([{ ...reported, data: { ...reported.data, reportId: `7-${bob.id}-2` } }]);
  });

  it('refuses a bot that is not live (404)', () => {
    spec
      .given([])
      .when({ ...reportBot, botLive: false })
      .thenThrows('REPORT.BOT_NOT_LIVE', 'not_found');
  });
});

describe('ResolveReport', () => {
  it.each(['dismiss', 'unlist'] as const)('resolves an open report: %s', (action) => {
    spec
      .given([reported])
      .when(resolve(action))
      .then([resolved(action)]);
  });

  it('refuses non-staff (403), a resolved report (409), an unknown one (404)', () => {
    spec
      .given([reported])
      .when(resolve('dismiss', alice))
      .thenThrows('REPORT.STAFF_ONLY', 'forbidden');
    spec
      .given([reported, resolved('dismiss')])
      .when(resolve('unlist'))
      .thenThrows('REPORT.NOT_OPEN', 'conflict');
    spec.given([]).when(resolve('dismiss')).thenThrows('REPORT.NOT_FOUND', 'not_found');
  });

  it('reads the bot and user back from a report id', () => {
    expect(parseReportId(reportId)).toEqual({ botId: 7, userId: bob.id });
    expect(parseReportId('7-x-1')).toBeNull();
  });
});
