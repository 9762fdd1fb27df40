/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    requestId: string;
    staff?: {
      sessionId: string;
      user: import('./lib/server/repositories/staff.ts').StaffUser;
    };
  }
}
