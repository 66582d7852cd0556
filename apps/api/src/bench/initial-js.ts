import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

export const WEB_DIST = path.resolve(__dirname, '../../../web/dist');

/** The JavaScript the first page needs (index.html's module script and modulepreloads), compressed. */
export function initialJsSizes(): { files: string[]; gzipBytes: number; brotliBytes: number } {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error('Build the web app first: npm run build');
  const html = fs.readFileSync(indexFile, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(WEB_DIST, file));
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
    brotliBytes += zlib.brotliCompressSync(bytes).length;
  }
  return { files, gzipBytes, brotliBytes };
}
