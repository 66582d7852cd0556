import type { BotData } from '@botdir/contracts';

/** A submission stores the bot as a JSON string; anything unreadable counts as missing. */
export function parseBotData(json: string): BotData | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const data = value as BotData;
    return typeof data.name === 'string' ? data : null;
  } catch {
    return null;
  }
}
