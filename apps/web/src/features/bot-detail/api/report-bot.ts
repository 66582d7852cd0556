import type { ReportReason } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';

/** POST /api/bots/:id/reports. */
export function reportBot(botId: number, reason: ReportReason, details: string): Promise<unknown> {
  return apiSend('POST', `/api/bots/${botId}/reports`, { reason, details });
}
