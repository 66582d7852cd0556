import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { chooseEncoding, type ContentEncoding } from './accept-encoding';

interface Variants {
  type: string;
  immutable: boolean;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The brotli and gzip copies the web build wrote beside its files, by URL path. */
function loadVariants(distDir: string): Map<string, Variants> {
  const variants = new Map<string, Variants>();
  if (!fs.existsSync(distDir)) return variants;
  for (const file of walk(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const encoded: Variants['encoded'] = {};
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = file + SUFFIX[encoding];
      if (fs.existsSync(copy)) encoded[encoding] = fs.readFileSync(copy);
    }
    if (Object.keys(encoded).length === 0) continue;
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    variants.set(urlPath, {
      type: path.extname(file),
      immutable: urlPath.startsWith('/assets/'),
      encoded,
    });
  }
  return variants;
}

/**
 * Serves a file's build-time brotli or gzip copy when the browser accepts it (from memory: the
 * build is small and never changes while the server runs). Every such file answers
 * `Vary: Accept-Encoding`; a browser that accepts neither gets the plain file from the next handler.
 */
export function precompressedAssets(distDir: string) {
  const variants = loadVariants(distDir);
  return (req: Request, res: Response, next: NextFunction): void => {
    const found =
      req.method === 'GET' || req.method === 'HEAD' ? variants.get(req.path) : undefined;
    if (!found) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.get('accept-encoding'));
    const body = encoding ? found.encoded[encoding] : undefined;
    if (!encoding || !body) return next();
    res.type(found.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader(
      'Cache-Control',
      found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
