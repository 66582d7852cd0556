import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { useBrowser } from './support/fixture';
import { SCREENS, saveScreenshots } from './support/screenshots';

/** Keeps `npm run screenshots` from rotting: the same function, for one view, into a temp folder. */
describe('npm run screenshots (one view)', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });
  let outDir: string;

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-shots-'));
  });

  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('writes a PNG of the staff admin page at each width, as wide as the screen', async () => {
    const written = await saveScreenshots({
      browser: fixture.browser,
      baseUrl: fixture.baseUrl,
      outDir,
      only: (persona, view) => persona === 'staff' && view.name === 'admin',
    });
    expect(written.map((file) => path.relative(outDir, file))).toEqual(
      SCREENS.map(({ width }) => path.join(String(width), 'staff-admin.png')),
    );
    for (const [index, file] of written.entries()) {
      const png = fs.readFileSync(file);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
      // The IHDR chunk: width, then height, in pixels; a full page is at least a screen tall.
      expect(png.readUInt32BE(16)).toBe(SCREENS[index]?.width);
      expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(SCREENS[index]?.height ?? Infinity);
      expect(png.length).toBeGreaterThan(20_000);
    }
  }, 60_000);
});
