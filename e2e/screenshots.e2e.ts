import * as fs from 'node:fs';
import * as path from 'node:path';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '@botdir/contracts';
import { demoIds, everyRouteView, moduleOf } from './support/route-views';
import { PERSONAS, SCREENS, sweepEveryRoute } from './support/screenshots';
import { useBrowser } from './support/fixture';

/** A JPEG's size, from its first start-of-frame segment (FFC0 to FFC2). */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  if (jpeg.readUInt16BE(0) !== 0xffd8) return null;
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
  }
  return null;
}

/** The test's own shots (artifacts/ is not committed); `npm run screenshots` keeps its folder. */
const OUT_DIR = path.resolve(__dirname, '../artifacts/sweep');

/**
 * Issue 25 item 6: `npm run screenshots` as a test. Every route at 375, 768, 1280 and 1440 px,
 * logged out, as the demo developer (with bots of their own) and as the demo Administrator: no
 * word breaks inside itself and nothing overflows its container (e2e/support/layout-problems.ts).
 */
describe('screenshot sweep: every route × 4 widths × visitor, developer, staff (Chromium)', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });

  beforeAll(() => {
    fs.rmSync(OUT_DIR, { recursive: true, force: true });
  });

  it('has a view of every page of the router for every persona', async () => {
    const ids = await demoIds(fixture.baseUrl);
    const modules = new Set([...Object.values(PAGE_ROUTES), NOT_FOUND_ROUTE].map((r) => r.module));
    for (const persona of PERSONAS) {
      const seen = new Set(everyRouteView(persona, ids).map((view) => moduleOf(view.path)));
      expect([persona, [...modules].filter((module) => !seen.has(module))]).toEqual([persona, []]);
    }
  });

  it('finds no word broken inside itself and no overflow on any view; the admin page is shot whole', async () => {
    // Every view is checked; only the shots asserted below are taken (`npm run screenshots` takes all).
    const { written, problems } = await sweepEveryRoute({
      browser: fixture.browser,
      baseUrl: fixture.baseUrl,
      outDir: OUT_DIR,
      format: 'jpeg',
      save: (persona, view) => persona === 'staff' && view.name === 'admin',
    });
    expect(problems).toEqual([]);
    // The staff admin page at each width: as wide as the screen, at least a screen tall.
    const admin = SCREENS.map(({ width }) => path.join(OUT_DIR, String(width), 'staff-admin.jpeg'));
    expect(written).toEqual(admin);
    for (const [index, file] of admin.entries()) {
      const size = jpegSize(fs.readFileSync(file));
      expect(size?.width).toBe(SCREENS[index]?.width);
      expect(size?.height).toBeGreaterThanOrEqual(SCREENS[index]?.height ?? Infinity);
    }
  }, 600_000);
});
