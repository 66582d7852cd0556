import * as fs from 'node:fs';
import * as path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html for every other GET that
 * is not an API or auth route (history fallback), so deep links like /bot/42 load the app.
 */
export function spaMiddleware(
  distDir: string,
): Array<(req: Request, res: Response, next: NextFunction) => void> {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((prefix) => req.path.startsWith(prefix)) || req.path === '/api';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !fs.existsSync(indexFile))
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  return [assets, fallback];
}
