// A module (note the export) so this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first focus, pointer or key use (src/lib/client/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}
