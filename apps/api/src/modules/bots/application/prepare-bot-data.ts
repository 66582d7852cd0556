import { botDataSchema, type BotData } from '@botdir/contracts';
import { validateBody } from '../../../infrastructure/http/validate-body';
import type { ActorContext } from '../../auth/actor-context';

const OPTIONAL_TEXT = ['supportServerUrl', 'websiteUrl', 'githubUrl', 'discordAppId'] as const;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Validates a submitted bot with the shared schema, then stores it in one canonical form:
 * trimmed, NFC-normalised text, empty optional fields dropped, tags lower-cased and unique.
 * Owner fields default to the logged-in user (the documented public form omits them).
 */
export async function prepareBotData(raw: unknown, actor: ActorContext): Promise<BotData> {
  const input =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? { ownerId: actor.id, ownerName: actor.name, ...(raw as Record<string, unknown>) }
      : raw;
  const valid = await validateBody(botDataSchema, input);
  const text = (value: string) => value.normalize('NFC').trim();
  const bot: BotData = {
    name: text(valid.name),
    description: valid.description.normalize('NFC').replace(/\r\n/g, '\n').trim(),
    shortDescription: text(valid.shortDescription),
    avatar: valid.avatar.trim(),
    inviteUrl: valid.inviteUrl.trim(),
    categories: unique(valid.categories),
    tags: unique((valid.tags ?? []).map((tag) => text(tag).toLowerCase())),
    isOnline: valid.isOnline ?? true,
    ownerId: valid.ownerId.trim(),
    ownerName: text(valid.ownerName),
  };
  for (const key of OPTIONAL_TEXT) {
    const value = valid[key]?.trim();
    if (value) bot[key] = value;
  }
  return bot;
}
