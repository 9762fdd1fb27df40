// The admin's section navigation, written once: the shell renders it as a tab
// strip on wide screens and as a menu on phones. Adding a section is one entry
// here (and its route in src/lib/permissions.ts).
import {
  BarChart3,
  Calculator,
  CornerUpRight,
  FileText,
  Image as ImageIcon,
  Inbox,
  LayoutList,
  Mail,
  PoundSterling,
  Upload,
  Quote,
  Settings,
  ArchiveRestore,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '../permissions.ts';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Hidden from accounts without it (the server refuses them anyway). */
  permission: Permission;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Enquiries', icon: Inbox, permission: 'enquiries.read' },
  { href: '/admin/blog', label: 'Blog Management', icon: FileText, permission: 'blog.edit' },
  { href: '/admin/newsletter', label: 'Newsletter', icon: Mail, permission: 'newsletter.compose' },
  { href: '/admin/media', label: 'Media', icon: ImageIcon, permission: 'media.edit' },
  { href: '/admin/page-meta', label: 'Page Meta', icon: LayoutList, permission: 'pageMeta.edit' },
  { href: '/admin/calculator', label: 'Calculator', icon: Calculator, permission: 'calculator.edit' },
  { href: '/admin/prices', label: 'Prices', icon: PoundSterling, permission: 'prices.read' },
  { href: '/admin/content', label: 'Content', icon: Settings, permission: 'settings.read' },
  { href: '/admin/proof', label: 'Proof', icon: Quote, permission: 'proof.edit' },
  { href: '/admin/analytics', label: 'Analytics', icon: BarChart3, permission: 'analytics.read' },
  { href: '/admin/backups', label: 'Backups', icon: ArchiveRestore, permission: 'site.backup' },
  { href: '/admin/import', label: 'Import', icon: Upload, permission: 'site.import' },
  { href: '/admin/redirects', label: 'Redirects', icon: CornerUpRight, permission: 'site.import' },
];

/** The entry a path belongs to: an exact match, else the longest section prefix ('/admin/blog/x' → Blog). */
export function currentNavItem(path: string, items: readonly AdminNavItem[] = ADMIN_NAV): AdminNavItem | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = items.find((i) => i.href === clean);
  if (exact) return exact;
  return items
    .filter((i) => i.href !== '/admin' && clean.startsWith(`${i.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
