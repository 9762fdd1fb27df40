import { createHash } from 'node:crypto';
import { getRuntime } from '../runtime.ts';

// Rate limits key on the client's address, hashed so the database never holds
// raw IP addresses. Behind a reverse proxy set TRUST_PROXY=1 so the address
// comes from the last X-Forwarded-For hop (the one the proxy appended).
export function clientKey(
  request: Request,
  clientAddress: string | undefined,
  trustProxy = getRuntime().config.TRUST_PROXY === '1',
): string {
  let address = clientAddress ?? 'unknown';
  if (trustProxy) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) address = hops[hops.length - 1]!;
  }
  return createHash('sha256').update(`nm:${address}`).digest('base64url').slice(0, 22);
}
