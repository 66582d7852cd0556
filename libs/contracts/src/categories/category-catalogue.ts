/** The directory's categories. `icon` is an icon class name, as the spec's entity says. */
export interface CategoryDefinition {
  id: string;
  name: string;
  icon: string;
  description: string;
  color: string;
}

export const CATEGORY_CATALOGUE: readonly CategoryDefinition[] = [
  {
    id: 'music',
    name: 'Music',
    icon: 'music',
    description: 'Play music, playlists and radio in voice channels',
    color: '#1DB954',
  },
  {
    id: 'moderation',
    name: 'Moderation',
    icon: 'shield',
    description: 'Keep your server safe with automod, bans and warnings',
    color: '#ED4245',
  },
  {
    id: 'fun',
    name: 'Fun',
    icon: 'smile',
    description: 'Memes, jokes, mini-games and silly commands',
    color: '#FEE75C',
  },
  {
    id: 'utility',
    name: 'Utility',
    icon: 'wrench',
    description: 'Reminders, polls, embeds and everyday tools',
    color: '#5865F2',
  },
  {
    id: 'economy',
    name: 'Economy',
    icon: 'coins',
    description: 'Virtual currency, shops and trading',
    color: '#F0B232',
  },
  {
    id: 'games',
    name: 'Games',
    icon: 'gamepad',
    description: 'Trivia, RPGs and game integrations',
    color: '#EB459E',
  },
  {
    id: 'social',
    name: 'Social',
    icon: 'users',
    description: 'Welcome messages, profiles and social feeds',
    color: '#57F287',
  },
  {
    id: 'leveling',
    name: 'Leveling',
    icon: 'trending-up',
    description: 'XP, ranks and role rewards for active members',
    color: '#9B59B6',
  },
  {
    id: 'anime',
    name: 'Anime',
    icon: 'sparkles',
    description: 'Anime search, waifus and seasonal schedules',
    color: '#FF73FA',
  },
  {
    id: 'logging',
    name: 'Logging',
    icon: 'file-text',
    description: 'Audit logs for messages, members and voice',
    color: '#99AAB5',
  },
  {
    id: 'tickets',
    name: 'Tickets',
    icon: 'ticket',
    description: 'Support tickets and transcripts for your staff',
    color: '#00A8FC',
  },
  {
    id: 'ai',
    name: 'AI',
    icon: 'cpu',
    description: 'Chat assistants, image generation and summaries',
    color: '#23A55A',
  },
];

export const CATEGORY_IDS: readonly string[] = CATEGORY_CATALOGUE.map((category) => category.id);
