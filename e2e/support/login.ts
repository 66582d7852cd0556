import type { BrowserContext } from 'playwright-core';

export const DEMO_DEVELOPER = { id: '200000000000000001', username: 'demo_dev', roles: [] };
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
