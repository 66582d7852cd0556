import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './resolve-target';

export interface PostLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface PostAnswer {
  statusCode: number;
}

/**
 * POSTs to the checked address only: the socket's lookup answers with it (TLS still verifies the
 * URL's host name). Redirects are answers like any other (never followed); at most
 * `maxResponseBytes` of the answer are read; the whole exchange is bounded by `timeoutMs`.
 */
export function pinnedPost(
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  limits: PostLimits,
): Promise<PostAnswer> {
  const { url, address, family } = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinned,
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      let read = 0;
      const done = () => {
        clearTimeout(timer);
        resolve({ statusCode: response.statusCode ?? 0 });
      };
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > limits.maxResponseBytes) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
