import type { Actor } from '../common/event-envelope';
import { invalidInput } from '../common/domain-error';
import { nestingDepth } from '../common/nesting-depth';
import { validateStrictly } from '../common/validate-strictly';
import { resolveCategoryId } from '../categories/category-names';
import type { BotData } from './bot-data';
import { botDataSchema } from './bot.schemas';
import { normaliseText as text } from '../common/text-rules';

/** The form is an object of text and lists of text; one level more still gets a per-field message. */
const BOT_FORM_DEPTH = 3;
const OPTIONAL_TEXT = ['supportServerUrl', 'websiteUrl', 'githubUrl', 'discordAppId'] as const;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
  if (nestingDepth(raw, BOT_FORM_DEPTH) > BOT_FORM_DEPTH) {
    throw invalidInput('REQUEST.TOO_DEEP', 'The bot form nests deeper than its fields allow.');
  }
  const input = { ownerId: owner.id, ownerName: owner.name, ...raw };
  const valid = validateStrictly(botDataSchema, input);
  const bot: BotData = {
    name: text(valid.name),
    description: text(valid.description, 'multi-line'),
    shortDescription: text(valid.shortDescription),
    avatar: text(valid.avatar),
    inviteUrl: text(valid.inviteUrl),
    categories: unique(valid.categories.map((category) => resolveCategoryId(category) ?? category)),
    tags: unique((valid.tags ?? []).map((tag) => text(tag).toLowerCase())),
    isOnline: valid.isOnline ?? true,
    ownerId: text(valid.ownerId),
    ownerName: text(valid.ownerName),
  };
  for (const key of OPTIONAL_TEXT) {
    const given = valid[key];
    const value = given === undefined ? '' : text(given);
    if (value) bot[key] = value;
  }
  const banner = valid.banner === undefined ? '' : text(valid.banner);
  if (banner) bot.banner = banner;
  const screenshots = (valid.screenshots ?? []).map((url) => text(url));
  if (screenshots.length > 0) bot.screenshots = screenshots;
  const commands = (valid.slashCommands ?? []).map(({ name, description }) => ({
    name: text(name),
    description: text(description),
  }));
  if (commands.length > 0) bot.slashCommands = commands;
  return bot;
}

/** The form's notes for the reviewer, normalised ('' when none); call after prepareBotData. */
export function notesForReviewerOf(raw: unknown): string {
  if (!isRecord(raw) || typeof raw['notesForReviewer'] !== 'string') return '';
  return text(raw['notesForReviewer'], 'multi-line');
}
