import type { BotData, CommandActor, GivenReason } from '@botdir/contracts';

/** Issued by the approval process manager when a submission is approved. */
export interface PublishBot {
  type: 'PublishBot';
  botId: number;
  submissionId: string;
  bot: BotData;
  /** The approving reviewer's Discord id. */
  approvedBy: string;
  /** A free slug from the bot's name, assigned when the bot has none yet (see publish-approved-bot). */
  slug: string | null;
}

/** The owner (or staff) gives the bot a new address; uniqueness is checked before deciding. */
export interface ChangeBotSlug {
  type: 'ChangeBotSlug';
  actor: CommandActor;
  slug: string;
}

export interface EditBot {
  type: 'EditBot';
  actor: CommandActor;
  bot: BotData;
  /** The submission an edit that must go back to review waits as (derived from the command). */
  reviewSubmissionId: string;
}

/** Staff take a live bot off every public list (directly, or for a report). */
export interface UnlistBot {
  type: 'UnlistBot';
  actor: CommandActor;
  reason: string;
  reportId?: string;
  /** Canned unlist reasons, as the canned-reasons stream holds them now. */
  reasons?: GivenReason[];
}

export interface RelistBot {
  type: 'RelistBot';
  actor: CommandActor;
  reason: string;
}

export interface FeatureBot {
  type: 'FeatureBot';
  actor: CommandActor;
  featured: boolean;
}

export interface DeleteBot {
  type: 'DeleteBot';
  actor: CommandActor;
}

/** The owner (or staff) issues or rotates the bot's API token; only its hash is decided on. */
export interface IssueBotToken {
  type: 'IssueBotToken';
  actor: CommandActor;
  tokenHash: string;
}

export type BotCommand =
  | PublishBot
  | EditBot
  | FeatureBot
  | DeleteBot
  | IssueBotToken
  | UnlistBot
  | RelistBot
  | ChangeBotSlug
  | BotOwnershipCommand;

/** The main owner adds or removes a co-owner by Discord user id. */
export interface ChangeCoOwner {
  type: 'ChangeCoOwner';
  actor: CommandActor;
  userId: string;
  change: 'add' | 'remove';
}

/** The main owner offers the bot to another user (replacing any pending offer). */
export interface OfferOwnershipTransfer {
  type: 'OfferOwnershipTransfer';
  actor: CommandActor;
  toUserId: string;
}

/** The user the bot was offered to takes it. */
export interface AcceptOwnershipTransfer {
  type: 'AcceptOwnershipTransfer';
  actor: CommandActor;
}

/** The main owner withdraws the pending offer, or the user it was made to declines it. */
export interface CancelOwnershipTransfer {
  type: 'CancelOwnershipTransfer';
  actor: CommandActor;
}

export type BotOwnershipCommand =
  ChangeCoOwner | OfferOwnershipTransfer | AcceptOwnershipTransfer | CancelOwnershipTransfer;
