import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../src/lib/svg-data-uri.ts';

describe('svgDataUri', () => {
  const favicon = readFileSync('public/favicon.svg', 'utf8');

  it('decodes back to the same picture (quotes swapped, whitespace collapsed)', () => {
    const uri = svgDataUri(favicon);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(favicon.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
  });

  it('carries nothing that would end a double-quoted attribute or break the URL', () => {
    const uri = svgDataUri('<svg a="1">#x 50% & <b>\n</b></svg>');
    expect(uri).not.toMatch(/["<>#&\n]/);
    expect(uri).toBe("data:image/svg+xml,%3Csvg a='1'%3E%23x 50%25 %26 %3Cb%3E %3C/b%3E%3C/svg%3E");
  });
});
