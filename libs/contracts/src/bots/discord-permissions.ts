/** One of Discord's documented permission flags, by the name Discord's own screens give it. */
export interface DiscordPermission {
  /** The flag as the API documents it: `ADMINISTRATOR`. */
  flag: string;
  /** As the Discord client names it: "Administrator", "Manage Server". */
  name: string;
  /** Bits pass 2^31 (and 2^53): always a bigint, never a JS number. */
  bit: bigint;
  /** What a server owner risks by granting it; only dangerous permissions carry one. */
  danger?: string;
}

const flag = (
  index: number,
  flagName: string,
  name: string,
  danger?: string,
): DiscordPermission => ({
  flag: flagName,
  name,
  bit: 1n << BigInt(index),
  ...(danger === undefined ? {} : { danger }),
});

/**
 * https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags
 * (bit 47 is not assigned). Dangerous: what lets a bot take over, wreck or spam a server.
 */
export const DISCORD_PERMISSIONS: readonly DiscordPermission[] = [
  flag(0, 'CREATE_INSTANT_INVITE', 'Create Invite'),
  flag(1, 'KICK_MEMBERS', 'Kick Members', 'Can remove any member below its role from the server.'),
  flag(2, 'BAN_MEMBERS', 'Ban Members', 'Can ban members below its role for good.'),
  flag(
    3,
    'ADMINISTRATOR',
    'Administrator',
    'Every permission at once, in every channel, whatever the channel settings say: full control of the server.',
  ),
  flag(4, 'MANAGE_CHANNELS', 'Manage Channels', 'Can create, edit and delete any channel.'),
  flag(
    5,
    'MANAGE_GUILD',
    'Manage Server',
    "Can change the server's name, region, settings and integrations.",
  ),
  flag(6, 'ADD_REACTIONS', 'Add Reactions'),
  flag(7, 'VIEW_AUDIT_LOG', 'View Audit Log'),
  flag(8, 'PRIORITY_SPEAKER', 'Priority Speaker'),
  flag(9, 'STREAM', 'Video'),
  flag(10, 'VIEW_CHANNEL', 'View Channels'),
  flag(11, 'SEND_MESSAGES', 'Send Messages'),
  flag(12, 'SEND_TTS_MESSAGES', 'Send Text-to-Speech Messages'),
  flag(13, 'MANAGE_MESSAGES', 'Manage Messages', "Can delete anyone's messages."),
  flag(14, 'EMBED_LINKS', 'Embed Links'),
  flag(15, 'ATTACH_FILES', 'Attach Files'),
  flag(16, 'READ_MESSAGE_HISTORY', 'Read Message History'),
  flag(
    17,
    'MENTION_EVERYONE',
    'Mention @everyone, @here, and All Roles',
    'Can ping every member of the server at once.',
  ),
  flag(18, 'USE_EXTERNAL_EMOJIS', 'Use External Emoji'),
  flag(19, 'VIEW_GUILD_INSIGHTS', 'View Server Insights'),
  flag(20, 'CONNECT', 'Connect'),
  flag(21, 'SPEAK', 'Speak'),
  flag(22, 'MUTE_MEMBERS', 'Mute Members'),
  flag(23, 'DEAFEN_MEMBERS', 'Deafen Members'),
  flag(24, 'MOVE_MEMBERS', 'Move Members'),
  flag(25, 'USE_VAD', 'Use Voice Activity'),
  flag(26, 'CHANGE_NICKNAME', 'Change Nickname'),
  flag(27, 'MANAGE_NICKNAMES', 'Manage Nicknames'),
  flag(
    28,
    'MANAGE_ROLES',
    'Manage Roles',
    'Can create roles and give members any permission it holds itself.',
  ),
  flag(
    29,
    'MANAGE_WEBHOOKS',
    'Manage Webhooks',
    'Can create webhooks that post as anyone, by any name and picture.',
  ),
  flag(
    30,
    'MANAGE_GUILD_EXPRESSIONS',
    'Manage Expressions',
    "Can delete or replace the server's emoji, stickers and soundboard sounds.",
  ),
  flag(31, 'USE_APPLICATION_COMMANDS', 'Use Application Commands'),
  flag(32, 'REQUEST_TO_SPEAK', 'Request to Speak'),
  flag(33, 'MANAGE_EVENTS', 'Manage Events'),
  flag(
    34,
    'MANAGE_THREADS',
    'Manage Threads',
    'Can delete and archive any thread, and read private ones.',
  ),
  flag(35, 'CREATE_PUBLIC_THREADS', 'Create Public Threads'),
  flag(36, 'CREATE_PRIVATE_THREADS', 'Create Private Threads'),
  flag(37, 'USE_EXTERNAL_STICKERS', 'Use External Stickers'),
  flag(38, 'SEND_MESSAGES_IN_THREADS', 'Send Messages in Threads'),
  flag(39, 'USE_EMBEDDED_ACTIVITIES', 'Use Activities'),
  flag(
    40,
    'MODERATE_MEMBERS',
    'Timeout Members',
    'Can silence any member below its role for up to 28 days.',
  ),
  flag(41, 'VIEW_CREATOR_MONETIZATION_ANALYTICS', 'View Creator Monetization Analytics'),
  flag(42, 'USE_SOUNDBOARD', 'Use Soundboard'),
  flag(43, 'CREATE_GUILD_EXPRESSIONS', 'Create Expressions'),
  flag(44, 'CREATE_EVENTS', 'Create Events'),
  flag(45, 'USE_EXTERNAL_SOUNDS', 'Use External Sounds'),
  flag(46, 'SEND_VOICE_MESSAGES', 'Send Voice Messages'),
  flag(48, 'SET_VOICE_CHANNEL_STATUS', 'Set Voice Channel Status'),
  flag(49, 'SEND_POLLS', 'Create Polls'),
  flag(50, 'USE_EXTERNAL_APPS', 'Use External Apps'),
  flag(51, 'PIN_MESSAGES', 'Pin Messages'),
  flag(52, 'BYPASS_SLOWMODE', 'Bypass Slowmode'),
];
