import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '../testing/api-process';
import { rebuildReadModels, seedApprovedBots } from './bench-data';

async function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

/** Time to answer /sitemap.xml and every sitemap page it names, with `bots` public bots. */
export async function measureSitemap(bots: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-bench-sitemap-'));
  const head = await seedApprovedBots(dataDir, bots);
  await rebuildReadModels(dataDir, head);
  const api = new ApiProcess(await freePort(), { DATA_DIR: dataDir, SEED_DEMO: 'false' });
  await api.start(120_000);
  try {
    const index = await timedGet(`${api.baseUrl}/sitemap.xml`);
    const xml = await (await fetch(`${api.baseUrl}/sitemap.xml`)).text();
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    console.log(
      `sitemap with ${bots} bots: index ${index.status} in ${index.ms.toFixed(1)} ms, ${pages.length} pages`,
    );
    for (const page of pages) {
      const local = api.baseUrl + new URL(page).pathname;
      const cold = await timedGet(local);
      const warm = await timedGet(local);
      console.log(
        `  ${new URL(page).pathname}: ${cold.status}, ${(cold.bytes / 1024).toFixed(0)} KB, first ${cold.ms.toFixed(1)} ms, again ${warm.ms.toFixed(1)} ms`,
      );
    }
  } finally {
    await api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
