import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import type { Plugin } from 'vite';

// index.html is left out: the server fills in its head per page and compresses that answer itself.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every compressible
 * file of the build; the server sends whichever the browser accepts, without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'botdir-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(full);
          return COMPRESSIBLE.test(entry.name) ? [full] : [];
        });
      for (const file of walk(outDir)) {
        const bytes = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
