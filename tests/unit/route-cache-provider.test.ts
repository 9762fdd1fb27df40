import { describe, expect, it } from 'vitest';
import { providerFor } from '../../src/lib/server/route-cache/provider.ts';
import { RouteStore } from '../../src/lib/server/route-cache/store.ts';

// Astro's `cache.invalidate` on the provider: by tag, only the pages that carry one; by path,
// the page under its cache key, whatever tracking parameters the path carries.
const page = (tags: string[]) => ({ status: 200, headers: { 'content-type': 'text/html' }, maxAgeMs: 60_000, tags });

describe('the route cache provider’s invalidate', () => {
  it('drops by tag only the pages that carry it', async () => {
    const own = new RouteStore();
    own.put('/services', page(['offer:launch', 'site']), Buffer.from('<p>£8,000</p>'));
    own.put('/about', page(['page:about', 'site']), Buffer.from('<p>About</p>'));
    await providerFor(own).invalidate!({ tags: 'offer:launch' });
    expect(own.peek('/services')).toBeUndefined();
    expect(own.peek('/about')).toBeDefined();
  });

  it('drops a path under its page key, whatever tracking parameters it carries', async () => {
    const own = new RouteStore();
    own.put('/blog?page=2', page(['posts']), Buffer.from('<p>Page 2</p>'));
    await providerFor(own).invalidate!({ path: '/blog?utm_source=news&page=2' });
    expect(own.peek('/blog?page=2')).toBeUndefined();
  });
});
