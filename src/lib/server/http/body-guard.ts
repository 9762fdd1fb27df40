// Enforces the body limits on the raw request stream, before Astro (or any
// reader) can buffer it. Bytes are counted where Node's HTTP parser hands them
// to the request (`push`), so nothing over the limit is ever kept, whether the
// body is chunked or not and whoever is (or is not) reading it. The refusal is
// written straight to the socket with Connection: close; the socket stops
// reading (the rest of the body stays with the client) and is closed a moment
// later, which also ends any reader of the body with an error.
import type http from 'node:http';
import { rawSecurityHeaderLines } from './edge-headers.ts';
import { BODY_LIMITS, bodyClassFor, bodyReadDeadlineFor, type BodyClass } from './body-limits.ts';

/** How long a refused client's socket stays open (not read) so it can read the answer before the close. */
export const DRAIN_AFTER_REFUSAL_MS = 1_000;

const REASONS: Record<number, string> = { 408: 'Request Timeout', 413: 'Content Too Large' };
const MESSAGES: Record<number, string> = {
  408: 'The request body did not arrive in time.',
  413: 'The request is larger than this address accepts.',
};

export interface BodyRefusal {
  status: 408 | 413;
  bodyClass: BodyClass;
  received: number;
}

/** Neutralises the app's response: after a refusal nothing it writes may reach the socket. */
function silence(res: http.ServerResponse): void {
  res.writeHead = (() => res) as typeof res.writeHead;
  res.setHeader = (() => res) as typeof res.setHeader;
  res.write = (() => true) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    cb?.();
    return res;
  }) as typeof res.end;
}

function refusalBytes(status: 408 | 413, requestId: string | undefined, https: boolean): Buffer {
  const body = `${MESSAGES[status]}\n`;
  const head = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    'Cache-Control: private, no-store',
    ...rawSecurityHeaderLines(https),
    ...(requestId ? [`X-Request-Id: ${requestId}`] : []),
  ];
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Watches one request's body. Returns true when the request was refused at
 * once (declared too large): the caller must not pass it to the app.
 */
/** Whether a request declares a body at all (most do not: nothing to guard, nothing to allocate). */
export function mayCarryBody(req: http.IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (declared !== undefined && Number(declared) !== 0);
}

export function guardRequestBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  onRefusal: (refusal: BodyRefusal) => void = () => {},
  https = false,
): boolean {
  if (!mayCarryBody(req)) return false;
  const bodyClass = bodyClassFor(req.method, req.url, req.headers['content-type']);
  const limit = BODY_LIMITS[bodyClass];
  const declared = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const socket = req.socket;
  let received = 0;
  let refused = false;
  let complete = false;

  const refuse = (status: 408 | 413) => {
    if (refused) return;
    refused = true;
    clearTimeout(deadline);
    onRefusal({ status, bodyClass, received });
    if (res.headersSent || !socket.writable) {
      socket.destroy();
      return;
    }
    silence(res);
    socket.end(refusalBytes(status, res.getHeader('x-request-id') as string | undefined, https));
    // Stop reading: nothing more is taken off the wire or allocated. The
    // socket closes a moment later, once the client has had time to read
    // the answer (closing at once could reset it before it is read).
    socket.pause();
    const linger = setTimeout(() => socket.destroy(), DRAIN_AFTER_REFUSAL_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  };

  const push = req.push.bind(req);
  req.push = ((chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (refused) return true; // read before the socket paused: thrown away
    if (chunk === null) {
      complete = true;
      clearTimeout(deadline);
      return push(null);
    }
    received += chunk.length;
    if (received > limit) {
      refuse(413);
      return true;
    }
    return push(chunk, encoding);
  }) as typeof req.push;

  const deadline = setTimeout(() => {
    if (!complete) refuse(408);
  }, bodyReadDeadlineFor(bodyClass));
  deadline.unref();
  req.once('close', () => clearTimeout(deadline));

  const length = Number(declared);
  // A body where none is accepted, or a declared length over the limit: refused before a byte is read.
  if (limit === 0 || (!chunked && Number.isFinite(length) && length > limit)) {
    refuse(413);
    return true;
  }
  return false;
}
