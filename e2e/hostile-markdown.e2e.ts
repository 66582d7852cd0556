import type { Page } from 'playwright-core';
import { DirectoryClient } from '../apps/api/src/testing/directory-client';
import { httpAt } from '../apps/api/src/testing/http-target';
import { DEVELOPER } from '../apps/api/src/testing/test-app';
import { LIMITS } from '../libs/contracts/src/common/limits';
import { HOSTILE_MARKDOWN } from '../libs/contracts/src/markdown/testing/hostile-markdown';
import { axeViolations, describeViolations } from './support/axe';
import { useBrowser } from './support/fixture';

/** The corpus packed into as few descriptions as the length bound allows, in its order. */
function descriptions(): string[] {
  const packed: string[] = [];
  for (const [, source] of HOSTILE_MARKDOWN) {
    const last = packed.at(-1);
    const joined = last === undefined ? source : `${last}\n\n${source}`;
    if (last !== undefined && joined.length <= LIMITS.descriptionMax)
      packed[packed.length - 1] = joined;
    else packed.push(source);
  }
  return packed;
}

/** Whether anything ran, and how far the page is wider than the screen. */
const damage = (page: Page) =>
  page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));

/**
 * Issue 26, item 4: descriptions holding script, event handlers, javascript: links, SVG, CSS,
 * 1,000-deep nesting and the widest tables run nothing and keep a 375 px page within the screen,
 * in the app and in the server's first view.
 */
describe('hostile Markdown on the bot page (Chromium, 375 px)', () => {
  const fixture = useBrowser({
    RATE_LIMIT_GETS_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_GETS_PER_MINUTE: '100000',
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '100',
  });
  const botIds: number[] = [];

  beforeAll(async () => {
    const client = DirectoryClient.over(httpAt(fixture.baseUrl));
    for (const description of descriptions()) {
      const { botId } = await client.approvedBot(DEVELOPER, {
        description,
        banner: 'https://cdn.example.com/banner.png?"><script>window.__pwned=1</script>',
        screenshots: ['https://cdn.example.com/1.png?onerror=window.__pwned=1'],
        slashCommands: [{ name: 'play', description: '<img src=x onerror="window.__pwned=1">' }],
      });
      botIds.push(botId);
    }
  }, 120_000);

  it('runs nothing, opens no dialog and scrolls no wider than the screen', async () => {
    expect(botIds.length).toBeGreaterThan(1);
    for (const botId of botIds) {
      const { page } = await fixture.page('visitor', { width: 375, height: 800 });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/bot/${botId}`);
      await page.getByRole('region', { name: /^Slash commands of/ }).waitFor();
      const about = page.getByRole('region', { name: /^About / });
      await about.locator('[data-markdown]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300); // a lazy image's onerror would have fired by now
      expect(await damage(page)).toEqual({ pwned: null, overflow: 0 });
      expect(dialogs).toEqual([]);
      const injected = about
        .locator('[data-markdown]')
        .locator('script, iframe, svg, style, [onerror], [onload]');
      expect(await injected.count()).toBe(0);
      await page.close();
    }
  }, 120_000);

  it("keeps the server's first view (before any script) within the screen too", async () => {
    const context = await fixture.context('visitor', {
      width: 375,
      height: 800,
      javaScriptEnabled: false,
    });
    for (const botId of botIds) {
      const page = await context.newPage();
      await page.goto(`/bot/${botId}`);
      await page.locator('.fv-md').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.close();
    }
  }, 120_000);

  it('shows a rich bot page and the form Preview without axe violations', async () => {
    const { botId } = await DirectoryClient.over(httpAt(fixture.baseUrl)).approvedBot(DEVELOPER, {
      description:
        '# Music\n\n| Command | Does |\n|---|---|\n| /play | plays |\n\n```\n/play song\n```\n\n[Docs](https://docs.example.com)',
      banner: 'https://cdn.example.com/banner.png',
      screenshots: ['https://cdn.example.com/1.png', 'https://cdn.example.com/2.png'],
      slashCommands: [{ name: 'play', description: 'Plays a song' }],
    });
    const { page } = await fixture.page('developer', { width: 375, height: 800 });
    await page.goto(`/bot/${botId}`);
    await page.getByRole('region', { name: /^Screenshots of/ }).waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    await page.goto('/submit');
    await page.getByLabel(/^Full Description/).fill('## Features\n\n- **Music**\n- Radio');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: /preview$/ });
    await preview.getByRole('heading', { name: 'Features' }).waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  }, 120_000);
});
