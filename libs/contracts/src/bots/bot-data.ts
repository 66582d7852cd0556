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
}
