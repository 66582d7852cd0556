// A synthetic history of N approved bots (three events each), shared by the measuring scripts.
const WORDS = ['music', 'moderation', 'games', 'anime', 'economy', 'tickets', 'logging', 'helper'];
const CATEGORIES = ['music', 'moderation', 'fun', 'utility', 'economy', 'games', 'ai'];
export const at = (n) => new Date(Date.UTC(2024, 0, 1) + n * 1000).toISOString();
const meta = (n) => ({
  actor: { id: 'a', name: 'a', roles: [] },
  correlationId: 'c',
  causationId: 'c',
  commandId: 'c',
  occurredAt: at(n),
  schemaVersion: 1,
});

/** Every eighth bot has "music" in its name, another eighth only in its description. */
export function* approvedBotHistory(BOTS) {
  let position = 0;
  for (let id = 1; id <= BOTS; id += 1) {
    const word = WORDS[id % WORDS.length];
    const bot = {
      name: `${word} bot ${id}`,
      description: `A ${WORDS[(id * 3 + 1) % WORDS.length]} bot number ${id} with many features`,
      shortDescription: `Bot ${id} for ${word}`,
      avatar: 'https://cdn.example.com/a.png',
      inviteUrl: 'https://discord.com/oauth2/authorize?client_id=1',
      categories: [CATEGORIES[id % CATEGORIES.length]],
      tags: [word],
      isOnline: true,
      ownerId: `owner${id % 1000}`,
      ownerName: 'owner',
    };
    const sid = String(id);
    const base = { streamId: `submission-${sid}`, revision: 0 };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'BotSubmitted',
      metadata: meta(position),
      data: { submissionId: sid, botId: id, bot, submitterId: bot.ownerId, submitterName: 'o' },
    };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'SubmissionReviewed',
      metadata: meta(position),
      data: {
        submissionId: sid,
        botId: id,
        decision: 'approved',
        notes: '',
        reviewerId: 'r',
        reviewerName: 'r',
      },
    };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'BotPublished',
      metadata: meta(position),
      data: { botId: id, submissionId: sid, bot, approvedBy: 'r' },
    };
  }
}
