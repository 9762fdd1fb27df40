import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, insertSettingIfAbsent } from '../repositories/settings.ts';

// The enquiry form carries the time it was rendered, signed, so a bot cannot
// claim it spent longer on the form than it did. The key lives in the
// database so every app instance signs and checks alike.
let cached: string | undefined;
export async function formSecret(db: Kysely<Database>): Promise<string> {
  if (cached) return cached;
  await insertSettingIfAbsent(db, 'form_token_secret', randomBytes(32).toString('hex'));
  cached = (await getSetting(db, 'form_token_secret'))!;
  return cached;
}

export function resetFormSecretCache(): void {
  cached = undefined;
}

const sign = (secret: string, ts: string) => createHmac('sha256', secret).update(ts).digest('base64url');

export function issueFormToken(secret: string, now = Date.now()): string {
  const ts = String(now);
  return `${ts}.${sign(secret, ts)}`;
}

/** Milliseconds since the form was rendered, or null for a missing or forged token. */
export function formAgeMs(secret: string, token: string | null | undefined, now = Date.now()): number | null {
  const m = /^(\d{10,16})\.([\w-]{20,})$/.exec(token ?? '');
  if (!m) return null;
  const expected = Buffer.from(sign(secret, m[1]!));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - Number(m[1]);
}
