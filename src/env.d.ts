/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    requestId: string;
    staff?: {
      sessionId: string;
      user: import('./lib/server/repositories/staff.ts').StaffUser;
    };
    /** The first-owner form's name and address, kept for its page when the setup is refused (never the passwords). */
    ownerSetupValues?: { name: string; email: string };
  }
}
