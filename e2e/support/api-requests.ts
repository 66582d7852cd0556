import type { Page } from 'playwright-core';

/** Every request a page makes to the api (path and query), collected until taken. */
export function recordApiRequests(page: Page) {
  const seen: string[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) statuses.push(response.status());
  });
  return {
    /** The requests since the last take, after the page has been quiet for a moment. */
    async take(): Promise<string[]> {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      return seen.splice(0);
    },
    /** Every status the api answered so far. */
    statuses: () => [...statuses],
  };
}

/** Submits a bot through the api as an already logged-in user (cookie header). */
export async function submitBot(
  baseUrl: string,
  cookie: string,
  owner: { id: string },
  name: string,
) {
  // One listing per Discord application: each bot gets its own application id.
  const appId = `5${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await fetch(`${baseUrl}/api/bots/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      botData: {
        name,
        ownerName: 'demo_dev',
        shortDescription: 'A bot waiting for review',
        description: 'Waits for review.',
        avatar: 'https://cdn.example.com/avatar.png',
        ownerId: owner.id,
        inviteUrl: `https://discord.com/oauth2/authorize?client_id=${appId}&scope=bot`,
        discordAppId: appId,
        categories: ['utility'],
        tags: ['queue'],
      },
    }),
  });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status}`);
}
