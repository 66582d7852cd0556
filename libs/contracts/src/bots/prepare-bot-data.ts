import type { Actor } from '../common/event-envelope';
import { invalidInput } from '../common/domain-error';
import { resolveCategoryId } from '../categories/category-names';
import type { BotData } from './bot-data';
import { botDataSchema } from './bot.schemas';

const OPTIONAL_TEXT = ['supportServerUrl', 'websiteUrl', 'githubUrl', 'discordAppId'] as const;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: string) => value.normalize('NFC').trim();

/**
 * Validates a submitted bot with the shared schema (strict: no coercion, every problem per
 * field; a yup ValidationError otherwise), then returns it in one canonical form: trimmed,
 * NFC-normalised text, empty optional fields dropped, categories as ids (names accepted, any
 * case), tags lower-cased and unique. Owner fields default to the submitting user.
 */
export function prepareBotData(raw: unknown, owner: Pick<Actor, 'id' | 'name'>): BotData {
  if (raw === undefined || raw === null) {
    throw invalidInput('REQUEST.BODY_REQUIRED', 'A JSON body is required.');
  }
  if (!isRecord(raw)) {
    throw invalidInput('REQUEST.BODY_NOT_OBJECT', 'The body must be a JSON object.');
  }
  const input = { ownerId: owner.id, ownerName: owner.name, ...raw };
  const valid = botDataSchema.validateSync(input, { strict: true, abortEarly: false });
  const bot: BotData = {
    name: text(valid.name),
    description: valid.description.normalize('NFC').replace(/\r\n/g, '\n').trim(),
    shortDescription: text(valid.shortDescription),
    avatar: valid.avatar.trim(),
    inviteUrl: valid.inviteUrl.trim(),
    categories: unique(valid.categories.map((category) => resolveCategoryId(category) ?? category)),
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
