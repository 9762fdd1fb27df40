import { describe, expect, it } from 'vitest';
import { encodingFor, negotiateEncoding } from '../../src/lib/server/route-cache/accept-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['*;q=0', 'identity'],
    ['identity;q=0, gzip;q=0.2', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP ; Q=1', 'gzip'],
    ['gzip;q=0.000, identity;q=0.001', 'identity'],
    ['br;q=abc, gzip;q=0.3', 'gzip'],
    ['br;q=0.3', 'br'],
    ['gzip, br;q=0.999', 'gzip'],
    ['gzip;q=0, x-gzip', 'gzip'],
    ['gzip;q, br;;', 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('sends identity when every coding is refused, identity included', () => {
    expect(negotiateEncoding('identity;q=0, *;q=0')).toBe('identity');
  });

  it('memoises per header value and gives the same answer', () => {
    for (let i = 0; i < 200; i++) expect(encodingFor(`gzip;q=0.${(i % 9) + 1}, br;q=0`)).toBe('gzip');
    expect(encodingFor('br, gzip')).toBe('br');
    expect(encodingFor('gzip;q=0')).toBe('identity');
  });
});
