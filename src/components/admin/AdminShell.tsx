import type { ReactNode } from 'react';
import { ExternalLink, Users, ScrollText, KeyRound, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import type { StaffUser } from '../../lib/server/repositories/staff.ts';
import { can } from '../../lib/permissions.ts';
import { AdminNav } from './AdminNav.tsx';

export function AdminShell({ user, path, children }: { user: StaffUser; path: string; children?: ReactNode }) {
  return (
    <div className="min-h-screen bg-navy-50">
      <header className="border-b border-navy-100 bg-paper">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div>
            <p className="font-display text-lg font-extrabold text-navy-950">Admin</p>
            <p className="text-xs text-navy-600">
              Signed in as {user.displayName} ({user.email})
            </p>
          </div>
          <nav aria-label="Account" className="flex flex-wrap items-center gap-2">
            <a href="/" className={buttonClasses('outline', 'sm')}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> View Website
            </a>
            <AccountLink path={path} href="/admin/account" icon={KeyRound} label="Your account" />
            {can(user.role, 'staff.manage') && <AccountLink path={path} href="/admin/staff" icon={Users} label="Staff" />}
            {can(user.role, 'audit.read') && <AccountLink path={path} href="/admin/audit" icon={ScrollText} label="Audit log" />}
            <form method="post" action="/admin?_action=auth.logout">
              <button type="submit" className={buttonClasses('default', 'sm')}>
                Sign out
              </button>
            </form>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h1 className="sr-only">Admin dashboard</h1>
        <AdminNav role={user.role} path={path} />
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/** A header link to one of the account pages, marked as the current page when it is. */
function AccountLink({ path, href, icon: Icon, label }: { path: string; href: string; icon: LucideIcon; label: string }) {
  return (
    <a href={href} aria-current={path === href ? 'page' : undefined} className={buttonClasses('ghost', 'sm')}>
      <Icon aria-hidden="true" className="h-4 w-4" /> {label}
    </a>
  );
}
