import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

export const WEB_DIST = path.resolve(__dirname, '../../../web/dist');

export interface InitialJs {
  files: string[];
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * The JavaScript a page needs before it is interactive, as the server sends the page: its module
 * script and every modulepreload (the boot steps and the route's chunk), compressed.
 */
export function initialJsSizes(pageHtml: string): InitialJs {
  const files = [
    ...new Set(
      [...pageHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] as string,
      ),
    ),
  ];
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(WEB_DIST, file));
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
    brotliBytes += zlib.brotliCompressSync(bytes).length;
  }
  return { files, gzipBytes, brotliBytes };
}

export const describeInitialJs = (page: string, sizes: InitialJs): string =>
  `initial JS of ${page}: ${sizes.files.length} files, gzip -9 ${(sizes.gzipBytes / 1024).toFixed(1)} KB, brotli ${(sizes.brotliBytes / 1024).toFixed(1)} KB`;
