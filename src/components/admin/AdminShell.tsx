import type { ReactNode } from 'react';
import {
  ExternalLink,
  FileText,
  Inbox,
  LayoutList,
  Calculator,
  Settings,
  Users,
  ScrollText,
  KeyRound,
  Image as ImageIcon,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import type { StaffUser } from '../../lib/server/repositories/staff.ts';
import { can } from '../../lib/permissions.ts';

export const ADMIN_TABS = [
  { href: '/admin', label: 'Enquiries', icon: Inbox },
  { href: '/admin/blog', label: 'Blog Management', icon: FileText },
  { href: '/admin/media', label: 'Media', icon: ImageIcon },
  { href: '/admin/page-meta', label: 'Page Meta', icon: LayoutList },
  { href: '/admin/calculator', label: 'Calculator', icon: Calculator },
  { href: '/admin/content', label: 'Content', icon: Settings },
] as const;

export interface Counters {
  enquiries: number;
  /** Of those, how many arrived flagged for review. */
  needsReview?: number;
  posts: number;
  pages: number;
  options: number;
}

export function AdminShell({
  user,
  path,
  counters,
  children,
}: {
  user: StaffUser;
  path: string;
  counters: Counters;
  children?: ReactNode;
}) {
  const counterItems = [
    ['Total Enquiries', counters.enquiries],
    ['Blog Posts', counters.posts],
    ['Pages', counters.pages],
    ['Calculator Options', counters.options],
  ] as const;
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
            <AccountLink path={path} href="/admin/account" icon={KeyRound} label="Password" />
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
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {counterItems.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-navy-100 bg-paper p-4">
              <dt className="text-sm text-navy-600">{label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-navy-950">{value}</dd>
              {label === 'Total Enquiries' && Boolean(counters.needsReview) && (
                <dd className="mt-1 text-xs font-semibold text-amber-800">
                  {counters.needsReview} need{counters.needsReview === 1 ? 's' : ''} review
                </dd>
              )}
            </div>
          ))}
        </dl>
        <nav aria-label="Admin sections" className="mt-6 overflow-x-auto">
          <ul className="flex min-w-max gap-1 rounded-xl border border-navy-100 bg-paper p-1">
            {ADMIN_TABS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-current={path === href ? 'page' : undefined}
                  className="flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-navy-700 hover:bg-navy-50 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
                >
                  <Icon aria-hidden="true" className="h-4 w-4" /> {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
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
