// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { serverEntry } from './scripts/build-server-entry.ts';

// SITE_URL is read at build time for `site` (canonical URLs in the sitemap)
// and to whitelist X-Forwarded-Host; the running server re-reads it from the
// environment for everything it renders.
const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:4321');

// The enquiry form carries one attachment of at most 10 MB plus its text
// fields; multipart framing adds a little. Nothing else needs more.
const ACTION_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024;

export default defineConfig({
  site: siteUrl.origin,
  output: 'server',
  adapter: node({ mode: 'standalone', bodySizeLimit: ACTION_BODY_LIMIT + 64 * 1024 }),
  integrations: [
    react(),
    serverEntry(),
    {
      name: 'northmill:client-early',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'early', entrypoint: './src/lib/client/early-directive.ts' });
        },
      },
    },
  ],
  trailingSlash: 'never',
  // The whole public stylesheet (~61 KB raw, 11.5 KB gzip) is inlined in every
  // page. Measured against one immutable cached file (issue 16): the file
  // costs a cold first page 150-300 ms of LCP in Lighthouse (its request waits
  // for the HTML, then needs its own round trips), and over a 3-page visit on
  // a throttled phone (npm run bench:visit) the two cached-file pages won back
  // less than the first page lost. The HTML is over one TCP window (14.6 KB)
  // either way on the long pages, so the bytes do not cost a round trip.
  build: { format: 'file', inlineStylesheets: 'always' },
  prefetch: false,
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  security: {
    checkOrigin: true,
    actionBodySizeLimit: ACTION_BODY_LIMIT,
    allowedDomains: [{ hostname: siteUrl.hostname, protocol: siteUrl.protocol.replace(':', '') }],
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' https: data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
    // Bundled into the server build so only the icons used are kept: left
    // external, its CommonJS build (all ~1,600 icons, 1.3 MB) is loaded whole
    // into every instance's memory.
    ssr: { noExternal: ['lucide-react'] },
  },
});
