import * as path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { BotReads } from '@botdir/read-store';
import { IndexTemplate } from './spa/index-template';
import { CachedFirstViewReads } from './spa/cached-first-view-reads';
import type { FirstViewReads } from './spa/first-view-reads';
import { renderPage } from './spa/page-renderer';
import { precompressedAssets } from './spa/precompressed-assets';
import { sendText } from './spa/send-text';
import { seoFiles } from './spa/seo-files';
import { SitemapSource } from './spa/sitemap-source';

const API_PREFIXES = ['/api/', '/auth/'];

export interface SpaOptions {
  distDir: string;
  readStore: BotReads;
  /** The page's public reads, sent inside its HTML. */
  firstView: FirstViewReads | null;
  /** Whether this request may spend a read on its page's inline answers (the rate limit). */
  admitsPageReads: (req: Request) => Promise<boolean>;
  /** PUBLIC_URL; otherwise the origin the request was addressed to. */
  publicOrigin: string | null;
  /** The projected position: the sitemap is read again when it moves. */
  position: () => number;
}

type Handler = (req: Request, res: Response, next: NextFunction) => void;

// A page opened with filters (a search, a category, a window) reads other answers than the
// default view's: the app asks for those itself.
const hasQuery = (req: Request) => req.originalUrl.includes('?');

const queryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
};

const isApiPath = (req: Request) =>
  API_PREFIXES.some((prefix) => req.path.startsWith(prefix)) || req.path === '/api';

/** API routes never name a file: skipping the file system saves a stat() per API request. */
const exceptApi =
  (handler: Handler): Handler =>
  (req, res, next) =>
    isApiPath(req) ? next() : handler(req, res, next);

/**
 * Serves the built SPA: hashed assets cached for a year (brotli or gzip copies when accepted),
 * robots.txt and the sitemap, and for every other GET that is not an API or auth route the app's
 * index.html with the page's own head tags: 200 for a page the app has, 404 for anything else.
 */
export function spaMiddleware(options: SpaOptions): Handler[] {
  const { distDir } = options;
  const originOf = (req: Request) =>
    options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const files = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  let template: IndexTemplate | null = null;
  // Spent once per page, and only by a page that has reads to answer.
  const admittedReads = (reads: FirstViewReads, req: Request): FirstViewReads => {
    let admitted: Promise<boolean> | null = null;
    return {
      read: async (pathname, query) =>
        (await (admitted ??= options.admitsPageReads(req))) ? reads.read(pathname, query) : null,
    };
  };
  const firstView =
    options.firstView && new CachedFirstViewReads(options.firstView, options.position);
  const pages: Handler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req)) return next();
    template ??= IndexTemplate.load(distDir);
    if (!template) return next();
    const reads = firstView && !hasQuery(req) ? admittedReads(firstView, req) : null;
    renderPage(
      { template, readStore: options.readStore, firstView: reads },
      originOf(req),
      req.path,
    )
      .then((page) =>
        page.status === 301
          ? res.redirect(301, page.location + queryOf(req))
          : sendText(req, res, 'html', page.html, page.status),
      )
      .catch(next);
  };
  const sitemap = new SitemapSource(options.readStore, options.position);
  return [
    precompressedAssets(distDir),
    exceptApi(files),
    seoFiles(sitemap, originOf) as Handler,
    pages,
  ];
}
