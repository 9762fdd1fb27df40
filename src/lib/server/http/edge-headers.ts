// The security headers on every response the process writes, not only the
// ones the app renders: redirects of URL variants, refusals (400, 413, 408),
// static files served by the adapter (/favicon.svg, /_astro/*), media, 304s.
// Headers are added when the status line is written (writeHead, which Node
// also calls for an implicit head), so whatever a handler set itself wins and
// nothing has to remember them. Answers written straight to a socket (body
// refusals, Node's own 400 for an unparsable request) use rawSecurityHeaderLines.
import type http from 'node:http';
import { FALLBACK_CSP, baseSecurityHeaders } from './security-headers.ts';

function edgeHeaders(https: boolean): [string, string][] {
  return [...baseSecurityHeaders(https), ['Content-Security-Policy', FALLBACK_CSP]];
}

/** Lower-cased names a writeHead call passes itself (object or flat [name, value, ...] array). */
function namesGiven(arg: unknown): Set<string> {
  const names = new Set<string>();
  if (Array.isArray(arg)) {
    if (Array.isArray(arg[0])) for (const pair of arg as unknown[][]) names.add(String(pair[0]).toLowerCase());
    else for (let i = 0; i < arg.length; i += 2) names.add(String(arg[i]).toLowerCase());
  } else if (arg && typeof arg === 'object') {
    for (const k of Object.keys(arg)) names.add(k.toLowerCase());
  }
  return names;
}

/** Makes every head this response writes carry the security headers it lacks. */
export function ensureSecurityHeaders(res: http.ServerResponse, https: boolean): void {
  const headers = edgeHeaders(https);
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    const given = namesGiven(rest.find((r) => r && typeof r === 'object'));
    if (!this.headersSent) {
      for (const [name, value] of headers) {
        if (!given.has(name.toLowerCase()) && !this.hasHeader(name)) this.setHeader(name, value);
      }
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

/** The same headers as an object, for a writeHead made before the guard is on (the in-flight cap). */
export function securityHeaderObject(https: boolean): Record<string, string> {
  return Object.fromEntries(edgeHeaders(https));
}

/** The same headers as `Name: value` lines, for an answer written straight to a socket. */
export function rawSecurityHeaderLines(https: boolean): string[] {
  return edgeHeaders(https).map(([name, value]) => `${name}: ${value}`);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  // A method Node's parser does not know at all (FOO): not implemented, as for WebDAV's (methods.ts).
  HPE_INVALID_METHOD: [501, 'Not Implemented'],
};

/**
 * Node's answer to a request it could not parse (a bad request line, a
 * header too large, headers too slow), written with the security headers:
 * Node's own default sends a bare status line. Same statuses as Node's.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex, https: boolean): void {
  const inFlight = (socket as { _httpMessage?: http.ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request'];
  const body = `${reason}.\n`;
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    'Cache-Control: private, no-store',
    ...rawSecurityHeaderLines(https),
  ];
  // Then closed outright, as Node's own handler does: a client that never reads (a slowloris
  // dripping headers) would otherwise hold the half-closed socket, and its slot, for ever.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
