import * as http from 'node:http';

export interface CannedAnswer {
  status: number;
  contentType: string;
  /** The bytes as the api sent them (compressed when it compressed them), base64. */
  body: string;
  contentEncoding: string | null;
}

/**
 * The benchmark's baseline: a bare node:http server answering the same bytes from memory.
 * Run as a child process: `node baseline-server.js <port>` with the answers as JSON on stdin.
 */
function main(): void {
  const port = Number(process.argv[2]);
  let input = '';
  process.stdin.on('data', (chunk) => (input += chunk));
  process.stdin.on('end', () => {
    const answers = new Map(Object.entries(JSON.parse(input) as Record<string, CannedAnswer>));
    const buffers = new Map(
      [...answers].map(([key, answer]) => [key, Buffer.from(answer.body, 'base64')]),
    );
    http
      .createServer((req, res) => {
        const key = `${req.method} ${req.url}`;
        const answer = answers.get(key);
        req.resume();
        if (!answer) {
          res.writeHead(404).end();
          return;
        }
        const body = buffers.get(key) as Buffer;
        res.writeHead(answer.status, {
          'Content-Type': answer.contentType,
          'Content-Length': body.length,
          ...(answer.contentEncoding
            ? { 'Content-Encoding': answer.contentEncoding, Vary: 'Accept-Encoding' }
            : {}),
        });
        res.end(body);
      })
      .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
  });
}

if (require.main === module) main();
