// Request methods the site serves, answered at the edge before anything else
// reads the request (issue 37, finding 6). Every page and action is GET, HEAD or
// POST. Before this, TRACE reached the adapter, whose `new Request()` throws on
// it (a 500 and an error-level stack per request), CONNECT got no answer at all,
// and PUT, DELETE or PROPFIND rendered the page as if it were a GET.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { rawSecurityHeaderLines, securityHeaderObject } from './edge-headers.ts';

const SERVED = new Set(['GET', 'HEAD', 'POST']);
/** What every URL of the site answers to, for the Allow header. */
export const ALLOW = 'GET, HEAD, POST, OPTIONS';
/** Methods HTTP defines for every server (RFC 9110, and PATCH): refused as not allowed here. */
const KNOWN = new Set(['PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT']);

/** 405 for a method HTTP defines that no URL here allows; 501 for any other (WebDAV and the like). */
export function methodStatus(method: string): 405 | 501 {
  return KNOWN.has(method) ? 405 : 501;
}

function answer(res: http.ServerResponse, status: number, https: boolean, body: string): void {
  res.writeHead(status, {
    ...securityHeaderObject(https),
    Allow: ALLOW,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'private, no-store',
    // A refused request may carry a body nobody will read.
    ...(status === 204 ? {} : { Connection: 'close' }),
  });
  res.end(body);
}

/**
 * Answers a request whose method the site does not serve, and says so (true);
 * false for GET, HEAD and POST, which carry on to the rest of the edge. OPTIONS
 * gets 204 with Allow (there is no cross-origin access to offer).
 */
export function answerUnservedMethod(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  https: boolean,
  logger: Logger,
): boolean {
  const method = req.method ?? 'GET';
  if (SERVED.has(method)) return false;
  if (method === 'OPTIONS') {
    answer(res, 204, https, '');
    return true;
  }
  const status = methodStatus(method);
  answer(
    res,
    status,
    https,
    status === 405 ? 'This address does not accept that method.\n' : 'That method is not implemented here.\n',
  );
  // A scanner's probe, not a fault: one line at info, no stack.
  logger.info({ method, path: (req.url ?? '/').split('?')[0], status }, 'request method refused');
  return true;
}

/**
 * Node hands a CONNECT request (a proxy tunnel) to the server's 'connect'
 * listener, or drops the socket without a word when there is none. This is
 * not a proxy: the answer is 405, with the security headers, and the
 * connection is closed.
 */
export function refuseConnect(socket: Duplex, https: boolean): void {
  const body = 'This server is not a proxy.\n';
  const head = [
    'HTTP/1.1 405 Method Not Allowed',
    `Allow: ${ALLOW}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: private, no-store',
    'Connection: close',
    ...rawSecurityHeaderLines(https),
  ];
  socket.on('error', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
