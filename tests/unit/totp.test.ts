import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  timeStep,
} from '../../src/lib/server/auth/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is "12345678901234567890", 8 digits.
const seed = Buffer.from('12345678901234567890');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('matches the RFC test vector at %i s', (t, code) => {
    expect(hotp(seed, Math.floor(t / 30), 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    expect([0, 1, 2, 9].map((c) => hotp(seed, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('accepts the current code and one step either side, nothing further', () => {
    const secret = newTotpSecret();
    const key = base32Decode(secret);
    const now = 1_800_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(secret, hotp(key, step), now)).toBe(step);
    expect(matchTotp(secret, hotp(key, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, hotp(key, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, hotp(key, step - 2), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  it('builds the otpauth URI apps read', () => {
    expect(otpauthUri('ABC', 'jo@northmill.example')).toBe(
      'otpauth://totp/Northmill%3Ajo%40northmill.example?secret=ABC&issuer=Northmill&algorithm=SHA1&digits=6&period=30',
    );
  });
});
