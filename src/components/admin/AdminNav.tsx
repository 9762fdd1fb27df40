import { ChevronDown, Menu } from 'lucide-react';
import type { Role } from '../../lib/permissions.ts';
import { can } from '../../lib/permissions.ts';
import { ADMIN_NAV, currentNavItem } from '../../lib/admin/nav.ts';

const tabClass =
  'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-navy-700 hover:bg-navy-50 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/**
 * The admin sections. Below 640 px a native <details> menu (keyboard and
 * screen-reader friendly with no script, and it names the current section
 * when closed); from 640 px a tab strip that wraps instead of hiding tabs
 * off-screen. Both read ADMIN_NAV, so a new section is one line there.
 */
export function AdminNav({ role, path }: { role: Role; path: string }) {
  const items = ADMIN_NAV.filter((i) => can(role, i.permission));
  const current = currentNavItem(path, items);
  const link = (i: (typeof items)[number], extra = '') => {
    const Icon = i.icon;
    return (
      <a href={i.href} aria-current={i === current ? 'page' : undefined} className={`${tabClass} ${extra}`}>
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" /> {i.label}
      </a>
    );
  };
  return (
    <nav aria-label="Admin sections" className="mt-6">
      <details className="group rounded-xl border border-navy-100 bg-paper sm:hidden">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-navy-950 [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="h-4 w-4" />
          <span>
            Sections<span className="font-normal text-navy-700">{current ? `: ${current.label}` : ''}</span>
          </span>
          <ChevronDown aria-hidden="true" className="ml-auto h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid gap-1 border-t border-navy-100 p-1">
          {items.map((i) => (
            <li key={i.href}>{link(i, 'py-3')}</li>
          ))}
        </ul>
      </details>
      <ul className="hidden flex-wrap gap-1 rounded-xl border border-navy-100 bg-paper p-1 sm:flex">
        {items.map((i) => (
          <li key={i.href}>{link(i)}</li>
        ))}
      </ul>
    </nav>
  );
}
