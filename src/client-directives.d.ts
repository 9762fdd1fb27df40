// A module (note the export) so this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate near the viewport when idle ('now': when idle, wherever it is;
     * 'interaction': only on first use), or at once on first use; input made
     * before is adopted and early clicks are held and replayed
     * (src/lib/client/early-directive.ts).
     */
    'client:early'?: boolean | 'now' | 'interaction';
  }
}
