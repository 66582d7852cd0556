import type { FetchedImage } from './fetch-image';

/**
 * The images the proxy fetched, least recently used dropped first past `maxBytes` in all; one
 * fetch per URL at a time (concurrent viewers wait for the same one). Failures are not kept.
 */
export class ImageCache {
  private readonly images = new Map<string, { image: FetchedImage; at: number }>();
  private readonly inFlight = new Map<string, Promise<FetchedImage>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  async get(url: string, fetch: () => Promise<FetchedImage>): Promise<FetchedImage> {
    const kept = this.images.get(url);
    if (kept && Date.now() - kept.at < this.maxAgeMs) {
      this.images.delete(url);
      this.images.set(url, kept);
      return kept.image;
    }
    const pending = this.inFlight.get(url);
    if (pending) return pending;
    const fetching = fetch().finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, fetching);
    const image = await fetching;
    this.keep(url, image);
    return image;
  }

  private keep(url: string, image: FetchedImage): void {
    const previous = this.images.get(url);
    if (previous) {
      this.bytes -= previous.image.body.length;
      this.images.delete(url);
    }
    this.images.set(url, { image, at: Date.now() });
    this.bytes += image.body.length;
    for (const [key, entry] of this.images) {
      if (this.bytes <= this.maxBytes) break;
      this.images.delete(key);
      this.bytes -= entry.image.body.length;
    }
  }
}
