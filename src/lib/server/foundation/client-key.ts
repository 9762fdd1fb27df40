import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getRuntime } from './runtime.ts';
import { clientKeySecret } from '../repositories/client-key-secrets.ts';
import { ukDay } from '../../uk-time.ts';
import { clientNetwork, requestClientAddress } from './client-address.ts';

// Client addresses are stored only as a keyed hash: HMAC-SHA256 of the
// client's network (client-address.ts) with a random per-install secret that
// lives in the database and is replaced every UK day. Without the secret no
// stored key can be turned back into an address by trying every IPv4 address;
// once the day's secret is deleted, not even with the database.
//
// What the daily change means: rate limits (at most an hour long) start
// afresh for everyone at UK midnight, so a client can get at most one extra
// window's allowance once a day; analytics visitors are per UK day anyway.

// Today's secret per database handle (tests open several in one process).
const cache = new WeakMap<Kysely<Database>, { period: string; secret: Promise<string> }>();

function secretFor(db: Kysely<Database>, period: string): Promise<string> {
  const held = cache.get(db);
  if (held?.period === period) return held.secret;
  const secret = clientKeySecret(db, period);
  cache.set(db, { period, secret });
  // A failed read is asked again next time, not remembered.
  secret.catch(() => {
    if (cache.get(db)?.secret === secret) cache.delete(db);
  });
  return secret;
}

/** The stored form of a client address: 22 characters of base64url (132 bits). */
export async function clientKeyOf(db: Kysely<Database>, address: string, now = Date.now()): Promise<string> {
  const secret = await secretFor(db, ukDay(now));
  return createHmac('sha256', secret).update(clientNetwork(address)).digest('base64url').slice(0, 22);
}

/** The client key of an Astro request (actions and endpoints). */
export function clientKey(request: Request, socketAddress: string | undefined): Promise<string> {
  return clientKeyOf(getRuntime().database.db, requestClientAddress(request, socketAddress));
}
