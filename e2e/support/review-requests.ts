/** Api calls of the review flow, for tests that set up a state before the browser looks at it. */

/** A session cookie header for a demo user, from the development login. */
export async function sessionCookie(
  baseUrl: string,
  user: { id: string; username: string; roles: string[] },
): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`dev login failed: ${response.status}`);
  return cookie;
}

async function post(baseUrl: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${String(answer)}`);
  return answer as { submissionId: string; botId: number };
}

export interface SubmittedBot {
  submissionId: string;
  botId: number;
  /** The form as sent, for a later edit of it. */
  botData: Record<string, unknown>;
}

/** Submits a bot as its owner; the answer names the submission and the bot. */
export async function submitOwnBot(
  baseUrl: string,
  cookie: string,
  owner: { id: string; username: string },
  name: string,
  extra: { tags?: string[]; description?: string } = {},
): Promise<SubmittedBot> {
  // One listing per Discord application: each bot gets its own application id.
  const appId = `6${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const botData = {
    name,
    ownerName: owner.username,
    shortDescription: `${name}, waiting for review`,
    description: extra.description ?? `${name} does useful things.`,
    avatar: 'https://cdn.example.com/avatar.png',
    ownerId: owner.id,
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${appId}&scope=bot`,
    discordAppId: appId,
    categories: ['utility'],
    tags: extra.tags ?? ['queue'],
  };
  const submitted = await post(baseUrl, '/api/bots/submit', cookie, { botData });
  return { ...submitted, botData };
}

/** The owner's edit of a pending submission (the whole form, changed by `changes`). */
export async function editPendingSubmission(
  baseUrl: string,
  cookie: string,
  bot: SubmittedBot,
  changes: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/submissions/${bot.submissionId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ botData: { ...bot.botData, ...changes } }),
  });
  if (response.status !== 200) throw new Error(`edit: ${response.status} ${await response.text()}`);
}

/** A staff decision on a pending submission. */
export async function reviewSubmission(
  baseUrl: string,
  staffCookie: string,
  submissionId: string,
  status: 'approved' | 'rejected',
  reviewNotes = '',
): Promise<void> {
  await post(baseUrl, `/api/admin/submissions/${submissionId}/review`, staffCookie, {
    status,
    reviewNotes,
  });
}

/** A report about a live bot, as a logged-in user sends it from the bot's page. */
export async function reportBot(
  baseUrl: string,
  cookie: string,
  botId: number,
  reason: string,
  details = '',
): Promise<void> {
  await post(baseUrl, `/api/bots/${botId}/reports`, cookie, { reason, details });
}
