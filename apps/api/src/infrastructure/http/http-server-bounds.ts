import { maxHeaderSize, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from './api-error';

/** The codes node:http's parser sets (see `socketOnError` in node's _http_server.js). */
function refusalOf(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(
        431,
        'REQUEST.HEADERS_TOO_LARGE',
        `The request line and headers (URL and cookies included) must be at most ${maxHeaderSize / 1024} KB.`,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, 'REQUEST.TOO_LARGE', 'The chunk extensions are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'REQUEST.TIMEOUT', 'The request took too long to arrive.');
    default:
      return new ApiError(400, 'REQUEST.MALFORMED', 'The request is not well-formed HTTP.');
  }
}

/** The answer node's own default would send, in the house format. */
function rawAnswer(error: ApiError): string {
  const body = JSON.stringify(error.toBody());
  return [
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node 20's own defaults, pinned here so an upgrade cannot quietly lift them. */
export const HEADERS_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * What the HTTP server itself bounds: the request line and headers (`maxHeaderSize`, 16 KB), the
 * time to send the headers and the whole request. Requests it refuses before any handler runs
 * get the usual JSON error instead of a bare status line; as node's default does, nothing is
 * written once an answer on this socket has begun (a pipelined request), and the socket closes.
 */
export function boundHttpServer(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
      socket.write(rawAnswer(refusalOf(error)));
    }
    socket.destroy(error);
  });
}
