/** Forty realistic demo listings: name, categories, short pitch, tags. Descriptions are composed. */
export interface DemoBot {
  name: string;
  categories: string[];
  pitch: string;
  tags: string[];
}

export const DEMO_BOTS: readonly DemoBot[] = [
  {
    name: 'Melodia',
    categories: ['music'],
    pitch: 'High-quality music from YouTube, Spotify links and SoundCloud with lyrics.',
    tags: ['music', 'lyrics', 'playlists'],
  },
  {
    name: 'Bassline',
    categories: ['music', 'fun'],
    pitch: 'Lo-fi radio, 24/7 stations and a bass boost your server will love.',
    tags: ['radio', '24/7', 'lofi'],
  },
  {
    name: 'Sentinel',
    categories: ['moderation', 'logging'],
    pitch: 'Automod, raid protection and case logs that keep your community safe.',
    tags: ['automod', 'anti-raid', 'cases'],
  },
  {
    name: 'Warden',
    categories: ['moderation'],
    pitch: 'Warnings, timed mutes and appeal forms with a clean staff dashboard.',
    tags: ['mutes', 'appeals', 'warnings'],
  },
  {
    name: 'Gatekeeper',
    categories: ['moderation', 'utility'],
    pitch: 'Captcha verification and join screening to stop spam accounts.',
    tags: ['captcha', 'verification', 'anti-spam'],
  },
  {
    name: 'Chuckles',
    categories: ['fun'],
    pitch: 'Memes, jokes, roasts and a daily dose of server chaos.',
    tags: ['memes', 'jokes'],
  },
  {
    name: 'Quizzy',
    categories: ['games', 'fun'],
    pitch: 'Trivia nights with 40,000 questions across 24 categories.',
    tags: ['trivia', 'quiz', 'events'],
  },
  {
    name: 'Dungeon Crawler',
    categories: ['games', 'economy'],
    pitch: 'A text RPG with classes, loot, raids and a player market.',
    tags: ['rpg', 'loot', 'raids'],
  },
  {
    name: 'Coinpurse',
    categories: ['economy'],
    pitch: 'Server currency, shops, daily rewards and a fair gambling table.',
    tags: ['currency', 'shop', 'daily'],
  },
  {
    name: 'Stonks',
    categories: ['economy', 'games'],
    pitch: 'A stock market simulator where members trade virtual shares.',
    tags: ['stocks', 'trading'],
  },
  {
    name: 'LevelUp',
    categories: ['leveling', 'social'],
    pitch: 'XP for chatting, rank cards and role rewards at every milestone.',
    tags: ['xp', 'rank cards', 'roles'],
  },
  {
    name: 'Ascend',
    categories: ['leveling'],
    pitch: 'Voice and text leveling with seasonal leaderboards.',
    tags: ['leaderboard', 'voice xp'],
  },
  {
    name: 'Greeter',
    categories: ['social', 'utility'],
    pitch: 'Beautiful welcome cards, autoroles and goodbye messages.',
    tags: ['welcome', 'autorole'],
  },
  {
    name: 'Socialite',
    categories: ['social'],
    pitch: 'Post Twitch, YouTube and Reddit updates straight into your channels.',
    tags: ['twitch', 'youtube', 'feeds'],
  },
  {
    name: 'Otaku',
    categories: ['anime'],
    pitch: 'Search anime and manga, track seasons and get episode alerts.',
    tags: ['anime', 'manga', 'alerts'],
  },
  {
    name: 'Waifu Gacha',
    categories: ['anime', 'games'],
    pitch: 'Collect, trade and battle with thousands of anime characters.',
    tags: ['gacha', 'collect', 'trade'],
  },
  {
    name: 'Chronicle',
    categories: ['logging'],
    pitch: 'Message edits, deletions, joins and voice moves, all logged.',
    tags: ['audit', 'logs'],
  },
  {
    name: 'Ledger',
    categories: ['logging', 'moderation'],
    pitch: 'Searchable mod logs with exports for your whole staff team.',
    tags: ['exports', 'mod logs'],
  },
  {
    name: 'Ticketeer',
    categories: ['tickets', 'utility'],
    pitch: 'Support tickets with panels, claim buttons and HTML transcripts.',
    tags: ['support', 'transcripts'],
  },
  {
    name: 'HelpDesk',
    categories: ['tickets'],
    pitch: 'Forms, priorities and SLA timers for community support.',
    tags: ['forms', 'sla'],
  },
  {
    name: 'Sage',
    categories: ['ai', 'utility'],
    pitch: 'An AI assistant that answers questions and summarises long threads.',
    tags: ['assistant', 'summaries'],
  },
  {
    name: 'Pixel Muse',
    categories: ['ai', 'fun'],
    pitch: 'Turn prompts into images and remix them with your friends.',
    tags: ['images', 'prompts'],
  },
  {
    name: 'Translator',
    categories: ['ai', 'social'],
    pitch: 'Real-time translation of messages in over 100 languages.',
    tags: ['translate', 'languages'],
  },
  {
    name: 'Remindly',
    categories: ['utility'],
    pitch: 'Reminders, timers and recurring announcements in any time zone.',
    tags: ['reminders', 'timezones'],
  },
  {
    name: 'Pollster',
    categories: ['utility', 'social'],
    pitch: 'Polls with buttons, anonymous voting and live results.',
    tags: ['polls', 'voting'],
  },
  {
    name: 'Embedder',
    categories: ['utility'],
    pitch: 'Design rich embeds and reaction roles without writing code.',
    tags: ['embeds', 'reaction roles'],
  },
  {
    name: 'Starboard',
    categories: ['social', 'fun'],
    pitch: 'Pin the best messages of your server to a hall of fame.',
    tags: ['starboard', 'highlights'],
  },
  {
    name: 'Tempo',
    categories: ['music', 'utility'],
    pitch: 'DJ roles, queue control and synced listening parties.',
    tags: ['dj', 'queue'],
  },
  {
    name: 'Pokéquest',
    categories: ['games'],
    pitch: 'Catch creatures as they spawn in chat and battle your friends.',
    tags: ['catching', 'battles'],
  },
  {
    name: 'Chess Club',
    categories: ['games'],
    pitch: 'Play chess in Discord with ratings, puzzles and tournaments.',
    tags: ['chess', 'puzzles'],
  },
  {
    name: 'Bank of Nebula',
    categories: ['economy'],
    pitch: 'Loans, interest and heists in a space-themed economy.',
    tags: ['heists', 'bank'],
  },
  {
    name: 'Shield',
    categories: ['moderation', 'ai'],
    pitch: 'AI-assisted toxicity filtering that learns your server rules.',
    tags: ['toxicity', 'filters'],
  },
  {
    name: 'Rankify',
    categories: ['leveling', 'games'],
    pitch: 'Competitive ranks, seasons and prestige for active members.',
    tags: ['seasons', 'prestige'],
  },
  {
    name: 'Anisched',
    categories: ['anime', 'utility'],
    pitch: 'The weekly anime airing schedule with countdowns.',
    tags: ['schedule', 'countdowns'],
  },
  {
    name: 'Auditor',
    categories: ['logging'],
    pitch: 'Role and permission change tracking for security-minded admins.',
    tags: ['permissions', 'security'],
  },
  {
    name: 'Queue Master',
    categories: ['tickets', 'games'],
    pitch: 'Matchmaking queues and scrim tickets for esports servers.',
    tags: ['matchmaking', 'esports'],
  },
  {
    name: 'Storyteller',
    categories: ['ai', 'games'],
    pitch: 'Collaborative AI adventures where every member shapes the story.',
    tags: ['stories', 'adventure'],
  },
  {
    name: 'Birthday Buddy',
    categories: ['social', 'fun'],
    pitch: 'Never miss a birthday: wishes, roles and a yearly calendar.',
    tags: ['birthdays', 'calendar'],
  },
  {
    name: 'Karaoke Night',
    categories: ['music', 'social'],
    pitch: 'Synced lyrics and turn queues for karaoke in voice channels.',
    tags: ['karaoke', 'lyrics'],
  },
  {
    name: 'Stats Hub',
    categories: ['utility', 'logging'],
    pitch: 'Server analytics: growth, activity heatmaps and top channels.',
    tags: ['analytics', 'growth'],
  },
];

export function describe(bot: DemoBot): string {
  return [
    `${bot.name} — ${bot.pitch}`,
    '',
    'Features:',
    ...bot.tags.map(
      (tag) =>
        `• ${tag.charAt(0).toUpperCase()}${tag.slice(1)} built for communities of every size`,
    ),
    '',
    'Slash commands only, no message content intent needed. Type /help to get started.',
  ].join('\n');
}
