/** Api calls of the review flow, for tests that set up a state before the browser looks at it. */
import { DirectoryClient } from '../../apps/api/src/testing/directory-client';
import { requestAt, type HttpTarget } from '../../apps/api/src/testing/http-target';
import type { TestUser } from '../../apps/api/src/testing/test-app';

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

/**
 * The test client on the api at `baseUrl`, its users logged in as the browser logs them in (the
 * development login without a discriminator, so names read the same in both).
 */
export function demoClient(baseUrl: string): DirectoryClient {
  const target: HttpTarget = {
    baseUrl,
    request: (method, urlPath, options) => requestAt(baseUrl, method, urlPath, options),
    login: (user) => sessionCookie(baseUrl, user),
  };
  return DirectoryClient.over(target);
}

export interface SubmittedBot {
  submissionId: string;
  botId: number;
  /** The form as sent, for a later edit of it. */
  botData: Record<string, unknown>;
}

/** A demo user's form: the name, texts that say it waits, an application of its own. */
export function demoBotData(
  owner: { id: string; username: string },
  name: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  // One listing per Discord application: each bot gets its own application id.
  const appId = `6${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    name,
    ownerName: owner.username,
    shortDescription: `${name}, waiting for review`,
    description: `${name} does useful things.`,
    avatar: 'https://cdn.example.com/avatar.png',
    ownerId: owner.id,
    inviteUrl: `https://discord.com/oauth2/authorize?client_id=${appId}&scope=bot`,
    discordAppId: appId,
    categories: ['utility'],
    tags: ['queue'],
    ...overrides,
  };
}

/** Submits a bot as its owner; the answer names the submission and the bot. */
export async function submitOwnBot(
  client: DirectoryClient,
  owner: TestUser,
  name: string,
  overrides: { tags?: string[]; description?: string; shortDescription?: string } = {},
): Promise<SubmittedBot> {
  const botData = demoBotData(owner, name, overrides);
  const answer = await client.submitForm(botData, owner);
  if (answer.status !== 201)
    throw new Error(`submit: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { submissionId: answer.body.submissionId, botId: answer.body.botId, botData };
}

/** The owner's edit of a pending submission (the whole form, changed by `changes`). */
export async function editPendingSubmission(
  client: DirectoryClient,
  owner: TestUser,
  bot: SubmittedBot,
  changes: Record<string, unknown>,
): Promise<void> {
  const answer = await client.editPending(bot.submissionId, { ...bot.botData, ...changes }, owner);
  if (answer.status !== 200)
    throw new Error(`edit: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A staff decision on a pending submission. */
export async function reviewSubmission(
  client: DirectoryClient,
  staff: TestUser,
  submissionId: string,
  status: 'approved' | 'rejected',
  reviewNotes = '',
): Promise<void> {
  const answer = await client.review(submissionId, status, staff, reviewNotes);
  if (answer.status >= 300)
    throw new Error(`review: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A report about a live bot, as a logged-in user sends it from the bot's page. */
export async function reportBot(
  client: DirectoryClient,
  user: TestUser,
  botId: number,
  reason: string,
  details = '',
): Promise<void> {
  const answer = await client.report(botId, user, { reason, details });
  if (answer.status >= 300)
    throw new Error(`report: ${answer.status} ${JSON.stringify(answer.body)}`);
}
