import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { layoutProblems, type LayoutProblem } from './support/layout-problems';

/** As the app's global style: long unbroken text may wrap anywhere rather than widen the page. */
const BODY = 'body { margin: 0; font: 16px/1.5 sans-serif; overflow-wrap: anywhere; }';

/** What the screenshot sweep must flag: each element id, with what is wrong with it. */
const BROKEN = `<style>${BODY}</style>
  <header style="display: flex; width: 260px; gap: 8px">
    <nav style="display: flex; min-width: 0">
      <a id="squeezed-link" href="/browse">Browse</a><a id="squeezed-link-2" href="/trending">Trending</a>
    </nav>
    <button style="flex: 0 0 220px">Admin</button>
  </header>
  <div style="width: 200px; padding: 0 10px"><div id="wider-box">x</div></div>
  <style>#wider-box { width: 500px }</style>
  <div id="unwrapped-line" style="width: 100px; white-space: nowrap">A line that does not wrap</div>
  <div style="display: flex; width: 300px">
    <h3 id="squeezed-name" style="min-width: 0">Gatekeeper</h3>
    <span style="flex: 0 0 240px">Staff pick and featured</span>
  </div>
  <div style="display: flex; width: 300px">
    <p id="squeezed-token" style="min-width: 0">${'a1b2c3d4'.repeat(4)}</p>
    <span style="flex: 0 0 240px">A long id squeezed</span>
  </div>`;

/** Deliberate layouts the sweep must leave alone. */
const DELIBERATE = `<style>${BODY}</style>
  <div style="width: 200px; overflow-x: auto"><table style="width: 400px"><tr><td>Wide table</td></tr></table></div>
  <p style="width: 300px">id: ${'a1b2c3d4'.repeat(8)}</p>
  <p style="width: 5ch; font-family: monospace">well-known</p>
  <span style="display: block; width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">A long bot name here</span>
  <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">Only for screen readers</span>
  <div style="position: relative; width: 100px">Bell<span style="position: absolute; right: -10px">3</span></div>`;

describe('the layout check of the screenshot sweep (fixture pages, Chromium)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
  });

  const idOf = (problem: LayoutProblem) => /#([a-z0-9-]+)/.exec(problem.selector)?.[1] ?? 'html';

  it('flags squeezed nav words, names and ids, a box past its parent, a line past its box and a sideways page', async () => {
    await page.setContent(BROKEN);
    const problems = await layoutProblems(page);
    const found = problems.map((problem) => `${idOf(problem)} ${problem.kind}`).sort();
    expect(found).toEqual([
      'html overflow',
      'squeezed-link word-break',
      'squeezed-link-2 word-break',
      'squeezed-name word-break',
      'squeezed-token word-break',
      'unwrapped-line overflow',
      'wider-box overflow',
    ]);
    const link = problems.find((problem) => idOf(problem) === 'squeezed-link');
    expect(link?.text).toBe('Browse');
    expect(link?.detail).toMatch(/^"B[a-z/]*\/[a-z/]*e" breaks inside the word/);
    expect(problems.find((problem) => idOf(problem) === 'wider-box')?.detail).toBe(
      "sticks out of its parent's content box by 300px",
    );
  });

  it('leaves scroll containers, long ids in a full block, hyphens, ellipses and hidden text alone', async () => {
    await page.setContent(DELIBERATE);
    expect(await layoutProblems(page)).toEqual([]);
  });
});
