// Caps how many connections one client may hold open at once, so a single
// address cannot take every socket the process has. Counted per socket remote
// address: behind a reverse proxy (TRUST_PROXY=1) every socket comes from the
// proxy, so there the socket cap is off and the proxy limits its clients
// (inFlightLimiter below keys on the forwarded address instead).
import type http from 'node:http';
import type net from 'node:net';
import { clientAddress, clientNetwork, messageClientAddress, trustsProxy } from '../foundation/client-address.ts';
import { rawSecurityHeaderLines, securityHeaderObject } from './edge-headers.ts';

/** Browsers open at most 6 connections per host; 128 leaves room for an office behind one NAT address. */
export const MAX_CONNECTIONS_PER_ADDRESS = 128;
/** Requests one forwarded client may have in flight at once when TRUST_PROXY=1. */
export const MAX_IN_FLIGHT_PER_FORWARDED_CLIENT = 128;

/** Written straight to the socket, with the headers every response carries (edge-headers.ts). */
const refusal = (https: boolean) =>
  [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Length: 40',
    'Retry-After: 5',
    'Connection: close',
    ...rawSecurityHeaderLines(https),
  ].join('\r\n') + '\r\n\r\nToo many connections from your address.\n';

export function capConnectionsPerAddress(server: http.Server, max = MAX_CONNECTIONS_PER_ADDRESS, https = false): void {
  const REFUSAL = refusal(https);
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    // The socket's own address (no request yet, so no forwarded header), read as every other client is.
    const address = clientNetwork(clientAddress(null, socket.remoteAddress, false));
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSAL);
      socket.destroySoon?.();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Behind a trusted proxy: at most `max` requests in flight per forwarded
 * client; over that a 503 at once. Returns true when it answered.
 */
export function inFlightLimiter(
  max = MAX_IN_FLIGHT_PER_FORWARDED_CLIENT,
  trustProxy: () => boolean = trustsProxy,
  https = false,
) {
  // The refusal carries the headers every response does (written before the edge's guard is on).
  const securityHeaders = securityHeaderObject(https);
  const inFlight = new Map<string, number>();
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (!trustProxy()) return false;
    // The same client as rate limits see: the forwarded address, an IPv6 one as its /64.
    const client = clientNetwork(messageClientAddress(req, true));
    const count = (inFlight.get(client) ?? 0) + 1;
    if (count > max) {
      res.writeHead(503, {
        ...securityHeaders,
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '5',
        'Cache-Control': 'private, no-store',
      });
      res.end('Too many requests from your address at once.\n');
      return true;
    }
    inFlight.set(client, count);
    res.once('close', () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
    return false;
  };
}
