/** One of the bot's slash commands as its page lists it (Discord's name rule, a short text). */
export interface SlashCommand {
  name: string;
  description: string;
}

/** The bot as a developer describes it: the submission form's payload after validation. */
export interface BotData {
  name: string;
  description: string;
  shortDescription: string;
  avatar: string;
  inviteUrl: string;
  supportServerUrl?: string;
  websiteUrl?: string;
  githubUrl?: string;
  discordAppId?: string;
  categories: string[];
  tags: string[];
  isOnline: boolean;
  ownerId: string;
  ownerName: string;
  /** Optional, https only; absent from listings made before they existed. */
  banner?: string;
  screenshots?: string[];
  slashCommands?: SlashCommand[];
}
