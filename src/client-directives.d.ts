// A module (note the export) so this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate near the viewport when idle ('now': when idle, wherever it is),
     * or at once on first use; early clicks are held and replayed
     * (src/lib/client/early-directive.ts).
     */
    'client:early'?: boolean | 'now';
  }
}
