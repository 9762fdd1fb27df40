import { describe, expect, it } from 'vitest';
import { devPolicy } from '../../src/lib/server/http/dev-policy.ts';
import { PAGE_POLICY_DIRECTIVES } from '../../src/lib/server/http/policy-directives.ts';

const PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<script type="module" src="/@vite/client"></script>
<style data-vite-dev-id="/src/styles/global.css">body{color:#123}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><astro-island><script>(()=>{})()</script></astro-island>
<script nonce="already">1</script>
<script src="https://cdn.example/tracker.js"></script></body></html>`;

describe('the development server policy', () => {
  const { html, csp } = devPolicy(PAGE, 'n0nce');

  it('sends the production directives, with the nonce for scripts and styles', () => {
    for (const directive of PAGE_POLICY_DIRECTIVES) expect(csp).toContain(directive);
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'");
    expect(csp).toContain("style-src 'self' 'nonce-n0nce'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('puts the nonce on every inline script and style, and leaves one already set alone', () => {
    const tags = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags).toHaveLength(6);
    expect(tags.filter((t) => t.includes('nonce="n0nce"'))).toEqual([
      '<style nonce="n0nce" data-vite-dev-id="/src/styles/global.css">',
      '<script nonce="n0nce" type="application/ld+json">',
      '<script nonce="n0nce">',
    ]);
    expect(html).toContain('<script nonce="already">1</script>');
  });

  it("admits a script file only by its address, as production does: the dev server's own, never another site's", () => {
    // Production's script-src is 'self' and the build's hashes of inline scripts; a nonce on a
    // <script src> would let a third-party script run here that production refuses (issue 39).
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script src="https://cdn.example/tracker.js"></script>');
    expect(csp).toMatch(/script-src 'self' 'nonce-n0nce'(;|$)/);
    expect(csp).not.toContain('cdn.example');
  });

  it('tells Vite the nonce, so the styles hot reload inserts are admitted too', () => {
    expect(html).toContain('<head><meta property="csp-nonce" nonce="n0nce">');
  });

  it('makes a new nonce for every response', () => {
    expect(devPolicy(PAGE).csp).not.toBe(devPolicy(PAGE).csp);
  });
});
