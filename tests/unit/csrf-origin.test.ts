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
});
