import { describe, it, expect } from 'vitest';
import { checkUrl, isImageUrlAllowed, isLinkUrlAllowed, isStoredLinkAllowed } from '../../src/lib/blog/url-policy.ts';
import { sanitizePostHtml } from '../../src/lib/server/blog/sanitize.ts';

// The editor and the sanitiser share one URL policy: what the toolbar lets
// staff add survives a save, and what a saved post holds is not unlinked
// when the editor opens it.
describe('blog URL policy', () => {
  const toolbarLinks = ['https://example.com/x', 'http://example.com', 'mailto:hello@example.com', '/contact'];
  const refused = [
    'javascript:alert(1)',
    '//evil.example',
    'data:text/html,x',
    'relative/path',
    'http://exa mple.com',
    'mailto:nobody',
  ];

  it('accepts toolbar links the sanitiser keeps, and refuses the rest', () => {
    for (const url of toolbarLinks) {
      expect(isLinkUrlAllowed(url), url).toBe(true);
      expect(sanitizePostHtml(`<p><a href="${url}">x</a></p>`), url).toContain('href=');
    }
    for (const url of refused) expect(isLinkUrlAllowed(url), url).toBe(false);
  });

  it('reads stored tel: and #anchor links (not offered on the toolbar)', () => {
    for (const url of ['tel:+44 161 496 0123', '#pricing']) {
      expect(isLinkUrlAllowed(url)).toBe(false);
      expect(isStoredLinkAllowed(url)).toBe(true);
      expect(checkUrl(url, 'href')).not.toBeNull();
    }
  });

  it('lets the toolbar add https images only', () => {
    expect(isImageUrlAllowed('https://images.example/a.png')).toBe(true);
    expect(isImageUrlAllowed('http://images.example/a.png')).toBe(false);
    expect(isImageUrlAllowed('/local.png')).toBe(false);
  });
});
