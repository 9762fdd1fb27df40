// If-None-Match, one rule for cached pages, client scripts and library images
// (src/lib/server/foundation/etag.ts): a list or '*', compared weakly (RFC 9110).
import { describe, expect, it } from 'vitest';
import { etagMatches } from '../../src/lib/server/foundation/etag.ts';

describe('etagMatches', () => {
  it('matches the tag, any tag in a list, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc" ,"y"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('compares weakly: W/"x" and "x" match either way round', () => {
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a missing header or a response without a tag', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', undefined)).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});
