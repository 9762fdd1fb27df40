/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first focus, pointer or key use (src/lib/client/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}

declare namespace App {
  interface Locals {
    requestId: string;
    staff?: {
      sessionId: string;
      user: import('./lib/server/repositories/staff.ts').StaffUser;
    };
  }
}
