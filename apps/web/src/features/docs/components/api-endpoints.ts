export interface EndpointParam {
  name: string;
  description: string;
}

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  params?: EndpointParam[];
  answer: string;
  example?: string;
}

/** The public API as docs/http-api.md describes it. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/bots',
    summary: 'List approved bots.',
    params: [
      { name: 'search', description: 'Text to match in names, descriptions and tags.' },
      { name: 'category', description: 'A category id, e.g. music or moderation.' },
      {
        name: 'sort',
        description:
          'newest | rating | name | relevance | servers | votes (default newest, relevance when searching). rating weighs the number of votes: a Bayesian average with a prior of 3 stars worth 5 votes.',
      },
      { name: 'limit', description: 'Page size, default 20, at most 100.' },
      { name: 'offset', description: 'How many matches to skip, for paging.' },
      { name: 'days', description: 'Only bots created within the last N days (1-365).' },
    ],
    answer: 'An array of bots. The X-Total-Count header holds the number of all matches.',
    example: 'curl "https://your-host/api/bots?category=music&sort=rating&limit=5"',
  },
  {
    method: 'GET',
    path: '/api/bots/featured',
    summary: 'Bots selected by the team.',
    params: [{ name: 'limit', description: 'How many to return.' }],
    answer: 'An array of bots.',
  },
  {
    method: 'GET',
    path: '/api/bots/trending',
    summary: 'Bots ranked by distinct invite clicks.',
    params: [
      { name: 'window', description: 'week | month | all (default week).' },
      { name: 'by', description: 'invites | votes (default invites).' },
      { name: 'limit', description: 'How many to return.' },
    ],
    answer:
      'An array of bots, each with a trendingScore (only bots invited, or voted for, within the window).',
  },
  {
    method: 'GET',
    path: '/api/bots/:id',
    summary: 'One approved bot by its numeric id.',
    answer:
      'A bot. 400 BOT.INVALID_ID for a non-numeric id, 404 BOT.NOT_FOUND when it is not public.',
  },
  {
    method: 'GET',
    path: '/api/bots/:id/invite',
    summary: "Redirects (302) to the bot's Discord invite and counts the click towards trending.",
    answer:
      'A redirect; one click is counted per visitor per day, for a person opening the link (a page navigation), never for an image, script, frame or fetch.',
  },
  {
    method: 'GET',
    path: '/api/bots/:id/stats',
    summary: "The bot's last posted server count.",
    answer: '{ server_count, shard_count, shards }',
  },
  {
    method: 'POST',
    path: '/api/bots/:id/stats',
    summary:
      "Post your bot's server count with its API token (Authorization: <token> or Bearer <token>).",
    params: [
      { name: 'server_count', description: 'Servers (also serverCount or guilds).' },
      { name: 'shard_id / shard_count', description: 'Optional: per-shard posts are summed.' },
    ],
    answer:
      '200 { server_count, shard_count, shards }. One accepted post per minute per bot (429 STATS.COOLDOWN); 401 TOKEN.INVALID for a wrong token.',
  },
  {
    method: 'GET',
    path: '/api/bots/:id/votes/check',
    summary: 'Has a user voted for your bot in the last 12 hours (with the bot API token).',
    params: [{ name: 'userId', description: "The user's Discord id." }],
    answer: '{ voted: 0 | 1 }',
  },
  {
    method: 'GET',
    path: '/api/categories',
    summary: 'All categories with the number of approved bots in each.',
    answer: 'An array of { id, name, icon, description, color, botCount }.',
  },
  {
    method: 'GET',
    path: '/api/stats',
    summary: 'Directory totals.',
    answer: '{ totalBots, categories }',
    example: 'curl https://your-host/api/stats\n{"totalBots":1234,"categories":12}',
  },
  {
    method: 'POST',
    path: '/api/bot-submissions',
    summary: 'Submit a bot for review (requires a Discord login session cookie).',
    params: [
      {
        name: 'botData',
        description:
          'The bot as a JSON string (name, descriptions, avatar, inviteUrl, categories...).',
      },
      { name: 'submitterName', description: 'Your name or username.' },
      { name: 'contactInfo', description: 'Optional: how staff can reach you.' },
    ],
    answer: '201 { submissionId, botId, status: "pending" }',
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3 document, for code generators and API tools.',
    answer: 'The OpenAPI document (JSON).',
  },
];
