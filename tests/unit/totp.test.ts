import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { matchTotp, newTotpSecret, otpauthUri, randomBase32, timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", written as the base32 text an
// account stores (what the earlier home-made encoder produced for it). The RFC lists 8 digits;
// a 6-digit code is the same number's last 6 digits.
const storedSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('matches the RFC test vector at %i s for a stored secret', (t, code) => {
    expect(timeStep(t * 1000)).toBe(Math.floor(t / 30));
    expect(totpCode(storedSecret, timeStep(t * 1000))).toBe(code.slice(-6));
    expect(matchTotp(storedSecret, code.slice(-6), t * 1000)).toBe(Math.floor(t / 30));
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    expect([0, 1, 2, 9].map((c) => totpCode(storedSecret, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('makes 160-bit secrets as unpadded upper-case base32, different each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(randomBase32(7)).toMatch(/^[A-Z2-7]{12}$/);
  });

  it('accepts the current code and one step either side, nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  it('builds the otpauth URI apps read: issuer, account, secret and the RFC defaults', () => {
    const uri = otpauthUri(storedSecret, 'jo@northmill.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Northmill:jo%40northmill\.example\?/);
    const read = URI.parse(uri);
    expect(read).toMatchObject({ issuer: 'Northmill', label: 'jo@northmill.example', algorithm: 'SHA1', digits: 6 });
    expect(read.secret.base32).toBe(storedSecret);
    expect(uri).toContain('period=30');
  });
});
