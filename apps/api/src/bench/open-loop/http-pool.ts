import * as http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Keep-alive HTTP on node:http: lighter than fetch in the load generator, which shares the two
 * cores with the api it measures.
 */
export class HttpPool {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders = payload
      ? {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(payload)),
        }
      : headers;
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: this.host, port: this.port, method, path, headers: allHeaders, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              headers: response.headers,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  async json<T>(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) {
    const answer = await this.request(method, path, headers, body);
    let parsed: unknown = null;
    try {
      parsed = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      // not JSON (an SVG, a page): callers look at the status only
    }
    return { status: answer.status, body: parsed as T & { code?: string } };
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A session cookie for `user` through the development login (the bench api runs in test mode). */
export async function loginCookie(pool: HttpPool, user: object): Promise<string> {
  const answer = await pool.request('POST', '/auth/dev-login', {}, user);
  const cookie = answer.headers['set-cookie']?.[0]?.split(';')[0];
  if (!cookie) throw new Error(`dev-login answered ${answer.status} without a cookie`);
  return cookie;
}
