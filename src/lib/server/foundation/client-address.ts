// The one reading of a client's address, for every purpose: rate limits, the
// audit log's repeat windows, the in-flight cap behind a proxy and analytics
// visitors. TRUST_PROXY comes from the checked config (config.ts), never from
// process.env, and only then is X-Forwarded-For believed, and only its last
// hop: the one our own proxy appended (anything before it the client wrote).
import type http from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import { currentRuntime } from './runtime.ts';

/** TRUST_PROXY=1 in this process's checked config; false while none is loaded (nothing is believed). */
export function trustsProxy(): boolean {
  return currentRuntime()?.config.TRUST_PROXY === '1';
}

type Header = string | string[] | null | undefined;

/** The last X-Forwarded-For hop, or null when there is none. */
export function lastForwardedHop(header: Header): string | null {
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops.length ? hops[hops.length - 1]! : null;
}

/** The client's address: the forwarded one behind a trusted proxy, else the socket's. */
export function clientAddress(forwardedFor: Header, socketAddress: string | undefined, trustProxy = trustsProxy()): string {
  const forwarded = trustProxy ? lastForwardedHop(forwardedFor) : null;
  return forwarded ?? socketAddress ?? 'unknown';
}

/** For code inside Astro (actions, endpoints): `context.request` and `context.clientAddress`. */
export function requestClientAddress(request: Request, socketAddress: string | undefined, trustProxy = trustsProxy()): string {
  return clientAddress(request.headers.get('x-forwarded-for'), socketAddress, trustProxy);
}

/** For the Node HTTP wrapper, before Astro. */
export function messageClientAddress(req: http.IncomingMessage, trustProxy = trustsProxy()): string {
  return clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, trustProxy);
}

/**
 * What counts as one client: an IPv4 address, or an IPv6 /64. A single home or
 * server is usually handed a whole /64, so keying on the full IPv6 address would
 * give one machine 2^64 separate allowances. IPv4-mapped IPv6 (::ffff:a.b.c.d)
 * is its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const plain = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const zoneless = plain.replace(/%.*$/, '');
  if (!isIPv6(zoneless)) return plain;
  const [head = '', tail = ''] = zoneless.split('::');
  const left = head ? head.split(':') : [];
  const right = zoneless.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail is past the /64 either way, so it needs no expanding.
  const missing = zoneless.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
