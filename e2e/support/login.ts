import type { BrowserContext, Page } from 'playwright-core';

export const DEMO_DEVELOPER = { id: '200000000000000001', username: 'demo_dev', roles: [] };
export const DEMO_REVIEWER = {
  id: '200000000000000002',
  username: 'demo_reviewer',
  roles: ['100000000000000002'],
};
export const DEMO_ADMIN = {
  id: '200000000000000003',
  username: 'demo_admin',
  roles: ['100000000000000001'],
};

/** Logs a demo user in through the development login and gives the browser its session cookie. */
export async function logIn(
  context: BrowserContext,
  baseUrl: string,
  user: { id: string; username: string; roles: string[] },
): Promise<void> {
  const response = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const [name, value] = (response.headers.get('set-cookie') ?? '').split(';')[0]?.split('=') ?? [];
  if (!name || !value) throw new Error(`dev login failed: ${response.status}`);
  await context.addCookies([{ name, value, url: baseUrl }]);
}

/** A demo user's button on the marked development login page. */
export type DemoPerson =
  | 'Demo developer'
  | 'Demo reviewer (Bot Reviewer role)'
  | 'Demo administrator (Administrator role)';

/** Logs in through the development login page, clicking as a newcomer would. */
export async function devLogin(page: Page, who: DemoPerson): Promise<void> {
  await page.goto('/auth/discord');
  await page.getByRole('button', { name: who }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}
