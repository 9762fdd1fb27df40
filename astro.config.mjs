// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { devProcess, SERVER_ENTRY_FILE, withServerEntry } from './scripts/build-server-entry.ts';
import { clientTokens } from './scripts/build-client-tokens.ts';
import { islandRuntimeFile } from './scripts/island-runtime-file.ts';
import { buildStamp } from './scripts/build-stamp.ts';
import { fileURLToPath } from 'node:url';
import { PAGE_POLICY_DIRECTIVES } from './src/lib/server/http/policy-directives.ts';
import { inlineButtonClasses } from './scripts/inline-button-classes.ts';

// Nothing here reads SITE_URL: one build serves whatever domain it is started
// with. The running server reads SITE_URL for canonical URLs, the sitemap and
// e-mail links, and checks the Origin of every post against it and against the
// address the request came to (src/lib/server/http/csrf.ts, from the middleware).

// The enquiry form carries one attachment of at most 10 MB plus its text
// fields; multipart framing adds a little. Nothing else needs more.
const ACTION_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024;

export default defineConfig({
  output: 'server',
  // One bundle: src/server-entry.ts is the adapter's entrypoint (dist/server/start.mjs).
  adapter: withServerEntry(node({ mode: 'standalone', bodySizeLimit: ACTION_BODY_LIMIT + 64 * 1024 })),
  integrations: [
    react(),
    devProcess(),
    // Astro's island script as a file of its own (src/lib/island-runtime/), before the client
    // scripts are listed, so the list has it.
    islandRuntimeFile(),
    clientTokens(),
    buildStamp(),
    {
      name: 'northmill:client-early',
      hooks: {
        // Hydrates on first use or near the viewport when idle, and holds a click made before
        // that (src/lib/client/early-directive.ts); Astro's own <astro-island> runtime calls it.
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'early', entrypoint: './src/lib/client/early-directive.ts' });
        },
      },
    },
  ],
  // Astro's route cache keeps public pages (src/lib/server/route-cache/): each page says it
  // may be kept, for how long and under which tags (src/middleware/render.ts), and a change
  // drops the tags it touched. The provider's store answers hits from the Node server, before
  // Astro (route-cache/provider.ts, store.ts; why: docs/libraries.md).
  cache: {
    provider: {
      name: 'northmill-route-store',
      entrypoint: fileURLToPath(new URL('./src/lib/server/route-cache/provider.ts', import.meta.url)),
      config: { max: 500 },
    },
  },
  trailingSlash: 'never',
  // The public stylesheet is inlined, and the server then trims each page's
  // copy to the rules its markup and scripts can use (page-stylesheet.ts;
  // /about: 62 → 26 KB raw, 11.7 → 6 KB gzip). Measured against one immutable
  // cached file (issue 16, Lighthouse mobile, medians of 3): the file was never
  // faster on a cold page and cost 100-320 ms of LCP on / and a blog post (its
  // request waits for the HTML, then needs its own round trips); over 3-page
  // visits on a throttled phone (npm run bench:visit) the cached pages won back
  // no more than the first page lost. Trimmed, most pages' HTML fits the first
  // 14.6 KB the server may send, so a picture on the first screen starts one
  // round trip sooner.
  build: { format: 'file', inlineStylesheets: 'always', serverEntry: SERVER_ENTRY_FILE },
  prefetch: false,
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  security: {
    // Off on purpose: Astro compares with an origin fixed at build time. The
    // middleware checks every post (forms and JSON) against the run-time SITE_URL.
    // No allowedDomains either: Astro then never trusts X-Forwarded-* headers;
    // TRUST_PROXY decides that at run time (csrf.ts, client-key.ts).
    checkOrigin: false,
    actionBodySizeLimit: ACTION_BODY_LIMIT,
    csp: {
      algorithm: 'SHA-256',
      // The same list the development server sends (src/lib/server/http/dev-policy.ts).
      directives: [...PAGE_POLICY_DIRECTIVES],
    },
  },
  vite: {
    plugins: [tailwindcss(), inlineButtonClasses()],
    build: { assetsInlineLimit: 0 },
    // Bundled into the server build so only the icons used are kept: left
    // external, its CommonJS build (all ~1,600 icons, 1.3 MB) is loaded whole
    // into every instance's memory.
    ssr: { noExternal: ['lucide-react'] },
  },
});
