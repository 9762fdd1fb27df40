import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';

// The owner's 'two-factor required' rule. Its own module because session
// checks read it too (an account without two-factor loses its session while
// the rule is on), and sessions.ts must not import the two-factor service.
const REQUIRED_KEY = 'require_two_factor';

export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return (await getSetting(db, REQUIRED_KEY)) === '1';
}

export async function setTwoFactorRequired(db: Kysely<Database>, required: boolean): Promise<void> {
  await setSetting(db, REQUIRED_KEY, required ? '1' : '0');
}
