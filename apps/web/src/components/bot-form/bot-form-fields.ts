import { LIMITS } from '@botdir/contracts';
import type { BotFormField } from './bot-form-values';

export interface BotTextFieldConfig {
  name: Exclude<BotFormField, 'categories' | 'isOnline'>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** Markdown text: shows the syntax it supports and a Preview. */
  markdown?: boolean;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  type?: 'text' | 'url';
  inputMode?: 'numeric';
  /** Shown but not editable (filled in from the login). */
  readOnly?: boolean;
}

/** The fields of spec section 2 (/submit), in the order the form shows them. */
export const BOT_TEXT_FIELDS: readonly BotTextFieldConfig[] = [
  {
    name: 'name',
    label: 'Bot Name',
    required: true,
    maxLength: LIMITS.nameMax,
    placeholder: 'My Awesome Bot',
  },
  { name: 'ownerName', label: 'Your Name/Username', required: true, placeholder: 'username#0000' },
  {
    name: 'shortDescription',
    label: 'Short Description',
    required: true,
    maxLength: LIMITS.shortDescriptionMax,
    placeholder: 'A brief description of what your bot does',
    hint: 'Keep it under 100 characters',
  },
  {
    name: 'description',
    label: 'Full Description',
    required: true,
    multiline: true,
    markdown: true,
    maxLength: LIMITS.descriptionMax,
    placeholder: "Describe your bot's features, commands, and what makes it special...",
  },
  {
    name: 'avatar',
    label: 'Bot Avatar URL',
    required: true,
    type: 'url',
    placeholder: 'https://cdn.discordapp.com/avatars/...',
    hint: "Direct link to your bot's avatar image",
  },
  {
    name: 'ownerId',
    label: 'Your Discord User ID',
    required: true,
    readOnly: true,
    hint: 'From your Discord login: bots are listed under their owner, and the owner cannot change.',
    inputMode: 'numeric',
    placeholder: '123456789012345678',
  },
  {
    name: 'inviteUrl',
    label: 'Bot Invite URL',
    required: true,
    type: 'url',
    placeholder: 'https://discord.com/oauth2/authorize?client_id=...',
    hint: "Your bot's OAuth2 invite URL",
  },
  {
    name: 'discordAppId',
    label: 'Discord Application ID',
    required: true,
    inputMode: 'numeric',
    placeholder: '123456789012345678',
    hint: "The invite URL's client_id: one listing per application",
  },
  {
    name: 'supportServerUrl',
    label: 'Support Server (optional)',
    type: 'url',
    placeholder: 'https://discord.gg/...',
  },
  {
    name: 'websiteUrl',
    label: 'Website (optional)',
    type: 'url',
    placeholder: 'https://mybot.com',
  },
  {
    name: 'githubUrl',
    label: 'GitHub (optional)',
    type: 'url',
    placeholder: 'https://github.com/username/my-bot',
  },
  {
    name: 'banner',
    label: 'Banner URL (optional)',
    type: 'url',
    placeholder: 'https://cdn.example.com/banner.png',
    hint: 'A wide image shown at the top of your bot page (https)',
  },
  {
    name: 'screenshots',
    label: 'Screenshots (optional)',
    multiline: true,
    placeholder: 'https://cdn.example.com/screenshot-1.png',
    hint: `One https image URL a line, up to ${LIMITS.screenshotsMax}`,
  },
  {
    name: 'slashCommands',
    label: 'Slash commands (optional)',
    multiline: true,
    placeholder: '/play: Plays a song in your voice channel',
    hint: `One a line, "/name: description", up to ${LIMITS.slashCommandsMax}`,
  },
  {
    name: 'tags',
    label: 'Tags (optional)',
    placeholder: 'music, playlists, radio',
    hint: `Separate tags with commas (up to ${LIMITS.tagsMax})`,
  },
];

/** Submit and resubmit only: seen by staff and the owner, never on the public listing. */
export const NOTES_FOR_REVIEWER_FIELD: BotTextFieldConfig = {
  name: 'notesForReviewer',
  label: 'Notes for the reviewer (optional)',
  multiline: true,
  maxLength: LIMITS.notesForReviewerMax,
  placeholder: 'Test instructions, a test server invite, permissions the bot needs to be tested...',
  hint: 'Only the reviewers and you ever see these notes',
};
