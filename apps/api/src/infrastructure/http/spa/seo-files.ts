import type { NextFunction, Request, Response } from 'express';
import { sendText } from './send-text';
import { paths } from '@botdir/contracts';
import { STATIC_PAGES } from './page-routes';
import { robotsTxt } from './robots-txt';
import type { SitemapSource } from './sitemap-source';
import { botSitemapXml, pagesSitemapXml, sitemapIndexXml } from './sitemap-xml';

const SITEMAP_PATHS = STATIC_PAGES.filter((page) => page.inSitemap).map((page) => page.path);

/** /robots.txt, /sitemap.xml and its pages under /sitemaps/. */
export function seoFiles(sitemap: SitemapSource, originOf: (req: Request) => string) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const origin = originOf(req);
      if (req.path === '/robots.txt') {
        return sendText(req, res, 'text/plain', robotsTxt(origin));
      }
      if (req.path === '/sitemap.xml') {
        return sendText(
          req,
          res,
          'application/xml',
          sitemapIndexXml(origin, (await sitemap.entries()).bots),
        );
      }
      if (req.path === '/sitemaps/pages.xml') {
        const tagPaths = (await sitemap.entries()).tags.map(paths.tag);
        const xml = pagesSitemapXml(origin, [...SITEMAP_PATHS, ...tagPaths]);
        return sendText(req, res, 'application/xml', xml);
      }
      const page = /^\/sitemaps\/bots-([1-9]\d{0,5})\.xml$/.exec(req.path);
      if (page) {
        const xml = botSitemapXml(origin, (await sitemap.entries()).bots, Number(page[1]));
        if (xml) return sendText(req, res, 'application/xml', xml);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
