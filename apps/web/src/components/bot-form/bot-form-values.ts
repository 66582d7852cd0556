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
}

export type BotFormField = keyof BotFormValues;

const OPTIONAL_FIELDS = ['discordAppId', 'supportServerUrl', 'websiteUrl', 'githubUrl'] as const;

export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The payload the API expects; empty optional links are left out rather than sent as ''. */
export function toBotData(values: BotFormValues): BotData {
  const data: BotData = {
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
  return data;
}

export function toFormValues(data: BotData): BotFormValues {
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
