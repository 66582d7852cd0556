import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { descriptionImagePath } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';
import { DESCRIPTION_IMAGE_MAX_BYTES } from './description-image.controller';

/** A local https image host with a certificate of its own, which the proxy is told to trust. */
const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-proxy-'));
const keyFile = path.join(certDir, 'key.pem');
const certFile = path.join(certDir, 'cert.pem');
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
  '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
], { stdio: 'ignore' }); // prettier-ignore

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const hits = new Map<string, number>();
const host = https.createServer(
  { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) },
  (req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/shot.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    if (url === '/moved.png') return res.writeHead(302, { Location: '/shot.png' }).end();
    if (url === '/huge.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(Buffer.alloc(DESCRIPTION_IMAGE_MAX_BYTES + 1));
    }
    if (url === '/script.svg') {
      return res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg/>');
    }
    res.writeHead(500).end();
  },
);

describe('description images through the proxy', () => {
  const { api, client } = useDirectory({ IMAGE_PROXY_CA_FILE: certFile });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => host.close(resolve)));

  const botWith = async (files: string[]) => {
    const urls = files.map((file) => `${origin}/${file}`);
    const description = urls.map((url, i) => `Shot ${i}\n\n![shot ${i}](${url})`).join('\n\n');
    return { botId: await client.liveBot(DEVELOPER, { description }), urls };
  };
  const get = (botId: number, index: number, url: string) =>
    api.request<Buffer & { code?: string }>('GET', descriptionImagePath(botId, index, url));

  it("shows a live bot's https image from the site, fetched once, sandboxed", async () => {
    const { botId, urls } = await botWith(['shot.png', 'moved.png']);
    const first = await get(botId, 0, urls[0]!);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(first.headers.get('cache-control')).toContain('immutable');
    await get(botId, 0, urls[0]!);
    expect(hits.get('/shot.png')).toBe(1);

    const redirected = await get(botId, 1, urls[1]!);
    expect(redirected.status).toBe(200);
    expect(hits.get('/moved.png')).toBe(1);

    const moved = await api.request('GET', `/bot/${botId}`);
    const page = await api.request<string>('GET', moved.headers.get('location') ?? `/bot/${botId}`);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain(descriptionImagePath(botId, 0, urls[0]!));
    expect(html).not.toContain(`src="${urls[0]}"`);
  });

  it('answers 404 for any address the description does not show now', async () => {
    const { botId, urls } = await botWith(['shot.png']);
    const pending = await client.submit(DEVELOPER, {
      name: 'Pending Pictures',
      description: `Pending picture\n\n![p](${urls[0]})`,
    });
    const refs = [
      descriptionImagePath(botId, 0, `${urls[0]}?other`),
      descriptionImagePath(botId, 1, urls[0]!),
      descriptionImagePath(pending.body.botId, 0, urls[0]!),
      `/api/bots/${botId}/description-images/x`,
      `/api/bots/${botId}/description-images/10-00000000`,
      `/api/bots/99999999999999999/description-images/0-00000000`,
    ];
    for (const ref of refs) {
      const answer = await api.request<{ code: string }>('GET', ref);
      expect({ ref, status: answer.status, code: answer.body.code }).toEqual({
        ref,
        status: 404,
        code: 'MEDIA.NOT_FOUND',
      });
    }
  });

  it('answers 502 MEDIA.UNAVAILABLE for a too large, non-raster or failing image', async () => {
    const { botId, urls } = await botWith(['huge.png', 'script.svg', 'gone.png']);
    for (const [index, url] of urls.entries()) {
      const answer = await get(botId, index, url);
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 502,
        code: 'MEDIA.UNAVAILABLE',
      });
    }
  });
});
