import type { AuthUser, BotData } from '@botdir/contracts';
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
  /** Beside the bot, not in its listing: only staff and the owner see it. */
  notesForReviewer: string;
}

/** What submit and resubmit send: the bot, and the notes for the reviewer when given. */
export type SubmittedBotData = BotData & { notesForReviewer?: string };

export type BotFormField = keyof BotFormValues;

const OPTIONAL_FIELDS = ['discordAppId', 'supportServerUrl', 'websiteUrl', 'githubUrl'] as const;

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
