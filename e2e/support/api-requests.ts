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
