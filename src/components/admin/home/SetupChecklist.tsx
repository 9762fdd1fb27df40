import { CheckCircle2, Circle } from 'lucide-react';
import type { ChecklistItem } from '../../../lib/server/setup/checklist.ts';
import { buttonClasses } from '../../ui/button-styles.ts';

// The owner's first-day list on the admin home (issue 23). Each tick comes
// from the site's real state; 'Hide this list' is a plain form (no script).
// Folded (one line) while new enquiries wait, so the inbox stays on the first screen.
export function SetupChecklist({ items, open }: { items: ChecklistItem[]; open: boolean }) {
  const done = items.filter((i) => i.done).length;
  return (
    <section aria-labelledby="setup-title" className="rounded-xl border border-mustard-300 bg-paper">
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-4 sm:px-5">
          <h2 id="setup-title" className="font-display text-lg font-bold text-navy-950">
            Set up your site
          </h2>
          <span className="text-sm text-navy-700">
            {done} of {items.length} done <span className="underline group-open:hidden">· show</span>
            <span className="hidden underline group-open:inline">· fold</span>
          </span>
        </summary>
        <div className="px-4 pb-4 sm:px-5">
          <p className="text-sm text-navy-700">
            Each item ticks itself once the site is ready; nothing here needs ticking by hand.
          </p>
          <ul className="mt-3 grid gap-2 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex gap-2 rounded-lg bg-navy-50 p-3 text-sm">
                {item.done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-400" />
                )}
                <div className="min-w-0">
                  <p className="font-semibold text-navy-950">
                    {item.href && !item.done ? (
                      <a href={item.href} className="underline decoration-mustard-500 decoration-2 underline-offset-2">
                        {item.label}
                      </a>
                    ) : (
                      item.label
                    )}
                    <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                  </p>
                  <p className="break-words text-navy-700">{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
          <form method="post" action="/admin?_action=admin.setup.dismissChecklist" className="mt-3 text-right">
            <button type="submit" className={buttonClasses('ghost', 'sm')}>
              Hide this list for good
            </button>
          </form>
        </div>
      </details>
    </section>
  );
}
