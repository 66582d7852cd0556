import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { imageUrlKey, markdownImageUrls } from '@botdir/contracts';
import { BOT_READS, type BotLookup } from '@botdir/read-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { descriptionImageErrors, MEDIA } from '../../domain/description-image.errors';
import { fetchImage, ImageUnavailable, type ImageLimits } from './fetch-image';
import { ImageCache } from './image-cache';

/** The largest image shown: a description's screenshot, not a wallpaper. */
export const DESCRIPTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_AGE_MS = 60 * 60 * 1000;
/** `{index}-{key}`: the image's place in the description and its URL's fingerprint. */
const IMAGE_REF = /^(\d)-([0-9a-f]{8})$/;
const BOT_NUMBER = /^[1-9]\d{0,15}$/;

/**
 * A live bot's description images, fetched by the server (visitors' addresses stay here, at most
 * 2 MB each, raster types only): the address names an image the description shows now, so the
 * proxy fetches nothing else.
 */
@Controller('api/bots')
export class DescriptionImageController {
  private readonly cache = new ImageCache(CACHE_MAX_BYTES, CACHE_MAX_AGE_MS);
  private readonly limits: ImageLimits;

  constructor(
    @Inject(BOT_READS) private readonly reads: BotLookup,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = {
      maxBytes: DESCRIPTION_IMAGE_MAX_BYTES,
      timeoutMs: 10_000,
      maxRedirects: 3,
      publicAddressesOnly: config.isProduction,
      extraCa: config.imageProxyCa,
    };
  }

  @RateLimit('reads')
  @Get(':id/description-images/:image')
  async image(@Param('id') id: string, @Param('image') ref: string, @Res() res: Response) {
    const url = await this.imageUrl(id, ref);
    try {
      const image = await this.cache.get(url, () => fetchImage(url, this.limits));
      res.status(200);
      res.setHeader('Content-Type', image.contentType);
      // The address names this URL: a changed description gives its images new addresses.
      res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(image.body);
    } catch (error) {
      if (!(error instanceof ImageUnavailable)) throw error;
      res.status(502).setHeader('Cache-Control', 'no-store');
      res.json({
        statusCode: 502,
        code: MEDIA.UNAVAILABLE,
        message: `The image could not be shown: ${error.message}.`,
      });
    }
  }

  private async imageUrl(id: string, ref: string): Promise<string> {
    const match = IMAGE_REF.exec(ref);
    if (!BOT_NUMBER.test(id) || !match) throw descriptionImageErrors.notFound();
    const bot = await this.reads.getBot(Number(id));
    if (bot?.status !== 'live') throw descriptionImageErrors.notFound();
    const url = markdownImageUrls(bot.description)[Number(match[1])];
    if (!url || imageUrlKey(url) !== match[2]) throw descriptionImageErrors.notFound();
    return url;
  }
}
