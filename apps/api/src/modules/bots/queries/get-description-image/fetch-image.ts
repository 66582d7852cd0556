import * as https from 'node:https';
import * as tls from 'node:tls';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from '@api/modules/outbox/outbox.ports';

/** What the proxy shows: raster images only (an SVG could carry script on this origin). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

export interface ImageLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Production: only hosts that resolve to public addresses (the webhooks' SSRF guard). */
  publicAddressesOnly: boolean;
  /** A certificate trusted besides the usual ones (IMAGE_PROXY_CA_FILE). */
  extraCa: string | null;
}

export interface FetchedImage {
  contentType: string;
  body: Buffer;
}

/** Why an image is not shown; the message is for the operator's log and the error answer. */
export class ImageUnavailable extends Error {}

/**
 * GETs one https image through the SSRF guard, pinned to the checked address, following at most
 * `maxRedirects` https redirects (each checked again), reading at most `maxBytes`.
 */
export async function fetchImage(url: string, limits: ImageLimits): Promise<FetchedImage> {
  let current = url;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const answer = await getOnce(current, limits);
    if (answer.kind === 'image') return answer.image;
    current = new URL(answer.location, current).toString();
  }
  throw new ImageUnavailable(`more than ${limits.maxRedirects} redirects`);
}

type Answer = { kind: 'image'; image: FetchedImage } | { kind: 'redirect'; location: string };

async function getOnce(raw: string, limits: ImageLimits): Promise<Answer> {
  if (!raw.startsWith('https://')) throw new ImageUnavailable('only https images are shown');
  const target = await resolveTarget(raw, limits.publicAddressesOnly).catch((error: Error) => {
    throw new ImageUnavailable(error.message);
  });
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const ca = limits.extraCa ? [...tls.rootCertificates, limits.extraCa] : undefined;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new ImageUnavailable(message));
    const request = https.get(target.url, {
      lookup: pinned,
      agent: false,
      ca,
      headers: { Accept: IMAGE_TYPES.join(', '), 'User-Agent': 'BotDirectory-ImageProxy' },
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      fail(error.message);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        clearTimeout(timer);
        response.destroy();
        return resolve({ kind: 'redirect', location });
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim();
      const declared = Number(response.headers['content-length'] ?? 0);
      const refusal =
        status !== 200
          ? `the image host answered ${status}`
          : !IMAGE_TYPES.includes(contentType.toLowerCase())
            ? `not a shown image type (${contentType.slice(0, 40) || 'none'})`
            : declared > limits.maxBytes
              ? `larger than ${limits.maxBytes} bytes`
              : null;
      if (refusal) {
        clearTimeout(timer);
        response.destroy();
        return fail(refusal);
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > limits.maxBytes) {
          clearTimeout(timer);
          response.destroy();
          return fail(`larger than ${limits.maxBytes} bytes`);
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          kind: 'image',
          image: { contentType: contentType.toLowerCase(), body: Buffer.concat(chunks) },
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        fail(error.message);
      });
    });
  });
}
