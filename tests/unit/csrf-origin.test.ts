import { describe, expect, it } from 'vitest';
import { crossOriginRefusal, requestOrigin } from '../../src/lib/server/http/csrf.ts';

// The app behind a TLS proxy: the server sees http://shop.example, the browser says https://.
const url = new URL('http://shop.example/contact?_action=enquiry');
const post = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('origin check read at run time', () => {
  it('accepts a form post from SITE_URL whatever the build was made with', () => {
    const r = post({ ...form, Origin: 'https://shop.example' });
    expect(crossOriginRefusal(r, url, { siteOrigin: 'https://shop.example', trustProxy: false })).toBeNull();
  });

  it('believes X-Forwarded-Proto only with TRUST_PROXY=1', () => {
    const r = post({ ...form, Origin: 'https://shop.example', 'X-Forwarded-Proto': 'https' });
    expect(requestOrigin(r, url, true)).toBe('https://shop.example');
    expect(requestOrigin(r, url, false)).toBe('http://shop.example');
    // SITE_URL names another domain: only the trusted proxy's word makes this post ours.
    const policy = { siteOrigin: 'https://other.example', trustProxy: true };
    expect(crossOriginRefusal(r, url, policy)).toBeNull();
    expect(crossOriginRefusal(r, url, { ...policy, trustProxy: false })?.status).toBe(403);
  });

  it('refuses a form post from elsewhere, or with no Origin at all', async () => {
    const policy = { siteOrigin: 'https://shop.example', trustProxy: true };
    const evil = crossOriginRefusal(post({ ...form, Origin: 'https://evil.example', 'X-Forwarded-Proto': 'https' }), url, policy);
    expect(evil?.status).toBe(403);
    expect(await evil?.text()).toMatch(/Cross-site form submissions are refused/);
    expect(crossOriginRefusal(post({ ...form, 'Sec-Fetch-Site': 'same-origin' }), url, policy)?.status).toBe(403);
  });

  it('keeps refusing cross-site JSON and accepting same-origin fetches without Origin', () => {
    const policy = { siteOrigin: 'https://shop.example', trustProxy: false };
    const json = { 'Content-Type': 'application/json' };
    expect(crossOriginRefusal(post({ ...json, Origin: 'https://evil.example' }), url, policy)?.status).toBe(403);
    expect(crossOriginRefusal(post({ ...json, 'Sec-Fetch-Site': 'cross-site' }), url, policy)?.status).toBe(403);
    expect(crossOriginRefusal(post({ ...json, 'Sec-Fetch-Site': 'same-origin' }), url, policy)).toBeNull();
  });

  // Issue 37, finding 9: the app listens on 127.0.0.1:4321 behind nginx, which sends
  // `X-Forwarded-Host $host` (no port) and `X-Forwarded-Proto $scheme` (deploy/nginx).
  describe('X-Forwarded-Host from a trusted proxy', () => {
    const app = new URL('http://127.0.0.1:4321/_actions/enquiry.submit');
    const behind = (headers: Record<string, string>) => new Request(app, { method: 'POST', headers: { ...form, ...headers } });
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'northmill.example' };

    it('is the origin the browser used, without the app port', () => {
      expect(requestOrigin(behind(proxied), app, true)).toBe('https://northmill.example');
      expect(
        requestOrigin(behind({ 'X-Forwarded-Host': 'northmill.example:8443', 'X-Forwarded-Proto': 'https' }), app, true),
      ).toBe('https://northmill.example:8443');
      expect(
        requestOrigin(behind({ 'X-Forwarded-Host': 'northmill.example:443', 'X-Forwarded-Proto': 'https' }), app, true),
      ).toBe('https://northmill.example');
    });

    it('lets a form post from a second domain the proxy serves through, and nothing else', () => {
      // SITE_URL is www.northmill.example; the proxy also serves the bare domain.
      const policy = { siteOrigin: 'https://www.northmill.example', trustProxy: true };
      expect(crossOriginRefusal(behind({ ...proxied, Origin: 'https://northmill.example' }), app, policy)).toBeNull();
      expect(crossOriginRefusal(behind({ ...proxied, Origin: 'https://evil.example' }), app, policy)?.status).toBe(403);
      // Without TRUST_PROXY the header is nobody's word.
      expect(
        crossOriginRefusal(behind({ ...proxied, Origin: 'https://northmill.example' }), app, { ...policy, trustProxy: false })
          ?.status,
      ).toBe(403);
      // A malformed forwarded host changes nothing.
      expect(requestOrigin(behind({ 'X-Forwarded-Host': 'evil.example/x', 'X-Forwarded-Proto': 'https' }), app, true)).toBe(
        'https://127.0.0.1:4321',
      );
    });
  });
});
