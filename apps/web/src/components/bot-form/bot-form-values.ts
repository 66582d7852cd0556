import type { AuthUser, BotData, SlashCommand } from '@botdir/contracts';
import { displayTag } from '@/lib/auth';

/** What the form edits: BotData with tags as one comma-separated text and optional links as ''. */
export interface BotFormValues {
  name: string;
  ownerName: string;
  shortDescription: string;
  description: string;
  avatar: string;
  ownerId: string;
  inviteUrl: string;
  discordAppId: string;
  supportServerUrl: string;
  websiteUrl: string;
  githubUrl: string;
  categories: string[];
  tags: string;
  isOnline: boolean;
  banner: string;
  /** One https URL a line. */
  screenshots: string;
  /** One command a line: `name: description` (a leading / is allowed). */
  slashCommands: string;
  /** Beside the bot, not in its listing: only staff and the owner see it. */
  notesForReviewer: string;
}

/** What submit and resubmit send: the bot, and the notes for the reviewer when given. */
export type SubmittedBotData = BotData & { notesForReviewer?: string };

export type BotFormField = keyof BotFormValues;

const OPTIONAL_FIELDS = ['discordAppId', 'supportServerUrl', 'websiteUrl', 'githubUrl'] as const;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** `/play: Plays a song` → { name: 'play', description: 'Plays a song' }. */
export function parseSlashCommands(text: string): SlashCommand[] {
  return lines(text).map((line) => {
    const colon = line.indexOf(':');
    const name = (colon < 0 ? line : line.slice(0, colon)).trim().replace(/^\//, '');
    return { name, description: colon < 0 ? '' : line.slice(colon + 1).trim() };
  });
}

export const formatSlashCommands = (commands: readonly SlashCommand[] = []) =>
  commands.map(({ name, description }) => `/${name}: ${description}`).join('\n');

export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The payload the API expects; empty optional links are left out rather than sent as ''. */
export function toBotData(values: BotFormValues): SubmittedBotData {
  const data: SubmittedBotData = {
    name: values.name,
    ownerName: values.ownerName,
    shortDescription: values.shortDescription,
    description: values.description,
    avatar: values.avatar.trim(),
    ownerId: values.ownerId.trim(),
    inviteUrl: values.inviteUrl.trim(),
    categories: values.categories,
    tags: splitTags(values.tags),
    isOnline: values.isOnline,
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value) data[field] = value;
  }
  if (values.banner.trim()) data.banner = values.banner.trim();
  const screenshots = lines(values.screenshots);
  if (screenshots.length > 0) data.screenshots = screenshots;
  const commands = parseSlashCommands(values.slashCommands);
  if (commands.length > 0) data.slashCommands = commands;
  if (values.notesForReviewer.trim()) data.notesForReviewer = values.notesForReviewer;
  return data;
}

export function toFormValues(data: SubmittedBotData): BotFormValues {
  return {
    name: data.name ?? '',
    ownerName: data.ownerName ?? '',
    shortDescription: data.shortDescription ?? '',
    description: data.description ?? '',
    avatar: data.avatar ?? '',
    ownerId: data.ownerId ?? '',
    inviteUrl: data.inviteUrl ?? '',
    discordAppId: data.discordAppId ?? '',
    supportServerUrl: data.supportServerUrl ?? '',
    websiteUrl: data.websiteUrl ?? '',
    githubUrl: data.githubUrl ?? '',
    categories: Array.isArray(data.categories) ? data.categories : [],
    tags: Array.isArray(data.tags) ? data.tags.join(', ') : '',
    isOnline: data.isOnline ?? true,
    banner: data.banner ?? '',
    screenshots: Array.isArray(data.screenshots) ? data.screenshots.join('\n') : '',
    slashCommands: Array.isArray(data.slashCommands) ? formatSlashCommands(data.slashCommands) : '',
    notesForReviewer: data.notesForReviewer ?? '',
  };
}

/** A blank listing owned by the logged-in user (spec: owner prefilled, online by default). */
export function newBotData(owner: Pick<AuthUser, 'id' | 'username' | 'discriminator'>): BotData {
  return {
    name: '',
    ownerName: displayTag(owner),
    shortDescription: '',
    description: '',
    avatar: '',
    ownerId: owner.id,
    inviteUrl: '',
    categories: [],
    tags: [],
    isOnline: true,
  };
}
