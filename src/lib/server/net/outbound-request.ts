// Every request the server makes to an address an owner typed or a file named
// (webhooks, imported pictures) goes through here, so the address policy is
// checked on the address actually connected to: a name that resolves to a
// public address when saved and to 127.0.0.1 when used (DNS rebinding) is
// still refused, because the check runs inside the connection's own lookup.
import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';

/** Why a request was refused, for callers that word it for a person (the webhook settings). */
export type RefusalReason = 'link' | 'scheme' | 'credentials' | 'address' | 'not-found' | 'size';

/** The request was refused before it left: a forbidden address, scheme or size. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  readonly reason: RefusalReason;
  constructor(message: string, reason: RefusalReason = 'address') {
    super(message);
    this.reason = reason;
  }
}

export interface OutboundOptions {
  policy: AddressPolicy;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, connection to last byte. */
  timeoutMs?: number;
  /** The answer's body is cut off (and the request refused) past this many bytes. */
  maxBytes?: number;
  /** Redirects followed, each hop checked again; 0 answers the 3xx itself. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after any redirects. */
  url: string;
}

/** A lookup that only ever hands the connection permitted addresses. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const usable = addresses.filter((a) => policy.permits(a.address));
      if (usable.length === 0) {
        const seen = addresses.map((a) => a.address).join(', ');
        return callback(new OutboundRefused(`${hostname} points at a private or local address (${seen})`), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/** Checks what can be checked without connecting: the scheme and a literal address. */
export function checkOutboundUrl(url: string, policy: AddressPolicy): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OutboundRefused('not a valid link', 'link');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    throw new OutboundRefused(`${u.protocol} links are not fetched`, 'scheme');
  if (u.username || u.password) throw new OutboundRefused('links with a user name or password are not fetched', 'credentials');
  const host = u.hostname.replace(/^\[|\]$/g, '');
  // The URL parser has already turned 2130706433, 0x7f000001 and 0177.1 into 127.0.0.1.
  if (isIP(host) && !policy.permits(host)) throw new OutboundRefused(`${host} is a private or local address`);
  return u;
}

/**
 * Resolves a link's host now and says whether every address is permitted (for a clear message when
 * saving); returns the addresses (the literal one for an IP link).
 */
export async function resolveOutboundHost(url: string, policy: AddressPolicy): Promise<string[]> {
  const u = checkOutboundUrl(url, policy);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => {
    throw new OutboundRefused(`${host} could not be found`, 'not-found');
  });
  const refused = addresses.filter((a) => !policy.permits(a.address));
  if (refused.length)
    throw new OutboundRefused(`${host} points at a private or local address (${refused.map((a) => a.address).join(', ')})`);
  return addresses.map((a) => a.address);
}

function once(url: URL, o: OutboundOptions, deadline: number): Promise<OutboundResponse> {
  const maxBytes = o.maxBytes ?? 1_000_000;
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const req = lib.request(url, {
      method: o.method ?? 'GET',
      headers: o.headers,
      lookup: guardedLookup(o.policy),
      agent: false,
      signal: AbortSignal.timeout(remaining),
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length']);
      if (declared > maxBytes) {
        res.destroy();
        return reject(new OutboundRefused(`the answer is ${declared} bytes, over the ${maxBytes}-byte limit`, 'size'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new OutboundRefused(`the answer is over the ${maxBytes}-byte limit`, 'size'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: url.href }),
      );
    });
    req.end(o.body);
  });
}

/**
 * One request to a URL someone else chose, under the address policy, a time
 * limit and a size limit. Redirects are followed only when asked, and each
 * hop is checked as the first was.
 */
export async function outboundRequest(url: string, o: OutboundOptions): Promise<OutboundResponse> {
  const deadline = Date.now() + (o.timeoutMs ?? 10_000);
  let target = checkOutboundUrl(url, o.policy);
  for (let hop = 0; ; hop++) {
    const res = await once(target, o, deadline);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location || hop >= (o.maxRedirects ?? 0)) return res;
    target = checkOutboundUrl(new URL(location, target).href, o.policy);
  }
}
