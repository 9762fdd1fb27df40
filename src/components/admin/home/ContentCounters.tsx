import { can, type Permission, type Role } from '../../../lib/permissions.ts';

export interface Counters {
  enquiries: number;
  /** Of those, how many arrived flagged for review. */
  needsReview?: number;
  posts: number;
  pages: number;
  options: number;
}

// The spec's four counters (issue 38), as one compact row above the inbox on the admin home and
// under Analytics. Each figure opens the section it counts, for the accounts allowed there.
export function ContentCounters({ counters, role }: { counters: Counters; role: Role }) {
  const items: [label: string, value: number, href: string, permission: Permission][] = [
    ['Total Enquiries', counters.enquiries, '/admin', 'enquiries.read'],
    ['Blog Posts', counters.posts, '/admin/blog', 'blog.edit'],
    ['Pages', counters.pages, '/admin/content', 'settings.read'],
    ['Calculator Options', counters.options, '/admin/calculator', 'calculator.edit'],
  ];
  return (
    <dl aria-label="Site counts" className="grid grid-cols-4 gap-1.5 sm:gap-2">
      {items.map(([label, value, href, permission]) => (
        <div
          key={label}
          className="flex min-w-0 flex-col rounded-xl border border-navy-100 bg-paper px-2 py-1.5 text-xs sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2 sm:px-3 sm:py-2 sm:text-sm"
        >
          <dt className="text-navy-700">
            {can(role, permission) ? (
              <a href={href} className="underline decoration-navy-300 underline-offset-2 hover:decoration-mustard-500">
                {label}
              </a>
            ) : (
              label
            )}
          </dt>
          <dd className="order-first font-display text-lg font-bold text-navy-950 sm:text-xl">{value.toLocaleString('en-GB')}</dd>
          {label === 'Total Enquiries' && Boolean(counters.needsReview) && (
            <dd className="w-full text-xs font-semibold text-amber-800">{counters.needsReview} flagged for review</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
