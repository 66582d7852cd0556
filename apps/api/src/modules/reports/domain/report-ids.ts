/** `{botId}-{userId}-{n}`: the n-th report of a user on a bot (its stream is the pair's). */
export const reportIdOf = (botId: number, userId: string, n: number): string =>
  `${botId}-${userId}-${n}`;

/** The bot and user of a report id, or null when it is not one. */
export function parseReportId(reportId: string): { botId: number; userId: string } | null {
  const match = /^(\d{1,16})-(\d{1,20})-(\d{1,6})$/.exec(reportId);
  if (!match?.[1] || !match[2]) return null;
  return { botId: Number(match[1]), userId: match[2] };
}
