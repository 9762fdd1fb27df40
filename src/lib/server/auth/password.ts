import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const argon2Async = promisify(argon2);

// OWASP's minimum for argon2id. Stored in PHC format with the parameters, so
// they can be raised later: needsRehash() flags old hashes, upgraded at login.
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_LENGTH = 32;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

async function derive(password: string, salt: Buffer, p: { memory: number; passes: number; parallelism: number }) {
  // crypto.argon2 (async) runs on libuv's thread pool, off the request thread.
  return argon2Async('argon2id', {
    message: Buffer.from(password.normalize('NFKC'), 'utf8'),
    nonce: salt,
    memory: p.memory,
    passes: p.passes,
    parallelism: p.parallelism,
    tagLength: TAG_LENGTH,
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, ARGON2_PARAMS);
  const { memory: m, passes: t, parallelism: p } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Parsed {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return null;
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4]!, 'base64url'),
    key: Buffer.from(m[5]!, 'base64url'),
  };
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const p = parse(stored);
  return !p || p.memory < ARGON2_PARAMS.memory || p.passes < ARGON2_PARAMS.passes;
}

// A hash of a random password, verified against when the e-mail is unknown so
// a wrong e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash.then((h) => verifyPassword(h, password));
}

/** Returns a message when the password is not acceptable, else null. */
export function passwordProblem(password: string, context: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return 'That password is too common. Choose something harder to guess.';
  }
  for (const word of context) {
    if (word.length >= 4 && lower.includes(word.toLowerCase())) {
      return 'The password must not contain your e-mail address or name.';
    }
  }
  return null;
}

export function generatePassword(): string {
  // 20 characters from a 54-symbol alphabet without look-alikes: ~115 bits.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(40);
  let out = '';
  for (const b of bytes) {
    if (b >= 256 - (256 % alphabet.length)) continue;
    out += alphabet[b % alphabet.length];
    if (out.length === 20) break;
  }
  return out.length === 20 ? out : generatePassword();
}
