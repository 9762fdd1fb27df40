import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { actions } from 'astro:actions';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import type { EnquiriesTabProps } from '../../../lib/server/loaders/enquiries-tab.ts';
import { EnquiryFilters } from './EnquiryFilters.tsx';
import { EnquiryList } from './EnquiryList.tsx';
import { EnquiryBulkBar } from './EnquiryBulkBar.tsx';
import { EnquiryDialog } from './EnquiryDialog.tsx';
import { Pagination, rangeText } from './Pagination.tsx';
import {
  DEFAULT_FILTERS,
  PER_PAGE,
  filterQuery,
  filtersFromSearch,
  isFiltered,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryFilters as Filters,
} from './shared.tsx';

const LOAD_ERROR = 'Error loading contact submissions';
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function EnquiriesTab({ initial, filters: initialFilters, options, viewId, loadError, buildCost }: EnquiriesTabProps) {
  const [results, setResults] = useState(initial);
  const [applied, setApplied] = useState<Filters>(initialFilters);
  const [draft, setDraft] = useState<Filters>(initialFilters);
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<EnquiryDetail | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { toasts, push, dismiss } = useToasts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Re-queries in place; on failure the list stays as it was. */
  const search = useCallback(
    async (
      next: Filters,
      page: number,
      { history = 'push', quiet = false }: { history?: 'push' | 'replace' | 'none'; quiet?: boolean } = {},
    ) => {
      setBusy(true);
      let { data, error } = await actions.admin.enquiries.search({ ...next, page });
      // Past the last page (after deletions): show the last page instead.
      if (data && data.enquiries.length === 0 && page > data.pageCount) {
        ({ data, error } = await actions.admin.enquiries.search({ ...next, page: data.pageCount }));
      }
      setBusy(false);
      if (error || !data) {
        if (!quiet) push('error', error?.code === 'UNAUTHORIZED' ? error.message : LOAD_ERROR);
        return false;
      }
      setResults(data);
      // A selection belongs to the rows it was made on: only those still listed stay ticked.
      setSelected((sel) => new Set(data.enquiries.map((e) => e.id).filter((id) => sel.has(id))));
      setApplied(next);
      setDraft(next);
      const url = `/admin${filterQuery(next, data.page)}`;
      if (history === 'push') window.history.pushState(null, '', url);
      if (history === 'replace') window.history.replaceState(null, '', url);
      return true;
    },
    [push],
  );

  useEffect(() => {
    if (loadError) push('error', LOAD_ERROR);
    const onPop = () => {
      const { filters, page } = filtersFromSearch(window.location.search);
      void search(filters, page, { history: 'none' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [loadError, push, search]);

  const open = useCallback(
    async (id: string) => {
      if (openingId) return;
      setOpeningId(id);
      const { data, error } = await actions.admin.enquiries.get({ id });
      setOpeningId(null);
      if (error) return push('error', error.code === 'NOT_FOUND' || error.code === 'UNAUTHORIZED' ? error.message : LOAD_ERROR);
      // Opening marks it read (server-side): the 'New' marker goes.
      const enquiry = { ...data.enquiry, readAt: data.enquiry.readAt ?? new Date().toISOString() };
      setDetail({ ...data, enquiry });
      setResults((r) => ({ ...r, enquiries: r.enquiries.map((e) => (e.id === id ? enquiry : e)) }));
    },
    [openingId, push],
  );

  // /admin?view=ID (the link in the notification e-mail) opens that enquiry.
  useEffect(() => {
    if (viewId) void open(viewId);
    // Only once, at load: later URL changes never reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back to the enquiry's own View button (found afresh: the list may have
  // re-rendered), or the heading when it has gone (deleted, another page).
  const dialogReturnFocus = (id: string) => () => document.getElementById(`view-${id}`) ?? headingRef.current;

  function closeDialog() {
    setDetail(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has('view')) {
      url.searchParams.delete('view');
      window.history.replaceState(null, '', url);
    }
  }

  function changed(next: Enquiry) {
    setDetail((d) => (d && d.enquiry.id === next.id ? { ...d, enquiry: next } : d));
    setResults((r) => ({ ...r, enquiries: r.enquiries.map((e) => (e.id === next.id ? next : e)) }));
  }

  function deleted(id: string) {
    setDetail(null);
    setResults((r) => {
      const total = Math.max(0, r.total - (r.enquiries.some((e) => e.id === id) ? 1 : 0));
      return {
        ...r,
        total,
        enquiries: r.enquiries.filter((e) => e.id !== id),
        pageCount: Math.max(1, Math.ceil(total / PER_PAGE)),
      };
    });
    push('success', 'Enquiry deleted.');
    requestAnimationFrame(() => headingRef.current?.focus());
    // Refill the page from the server; if that fails the local removal stands.
    void search(applied, results.page, { history: 'replace', quiet: true });
  }

  async function reload() {
    if (!detail) return;
    const { data, error } = await actions.admin.enquiries.get({ id: detail.enquiry.id });
    if (error) return push('error', LOAD_ERROR);
    // Only the deliveries are refreshed: status and notes being edited stay as typed.
    setDetail((d) =>
      d && d.enquiry.id === data.enquiry.id ? { ...d, emails: data.emails, mailConfigured: data.mailConfigured } : d,
    );
  }

  const clear = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    void search(DEFAULT_FILTERS, 1);
  };
  const goTo = (page: number, e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    void search(applied, page).then((ok) => ok && headingRef.current?.focus());
  };

  const exportQuery = filterQuery(applied);
  return (
    <section aria-labelledby="enquiries-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="enquiries-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-950">
            Enquiries
          </h2>
          <p aria-live="polite" className="mt-1 text-sm text-navy-700">
            {rangeText(results)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/admin/enquiries.csv${exportQuery}`} className={buttonClasses('outline', 'sm')}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
          </a>
          <a href="/admin/newsletter.csv" className={buttonClasses('ghost', 'sm')}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export newsletter CSV
          </a>
        </div>
      </div>
      <EnquiryFilters
        draft={draft}
        applied={applied}
        options={options}
        busy={busy}
        onChange={setDraft}
        onSubmit={() => !busy && void search(draft, 1)}
        onClear={clear}
      />
      {results.enquiries.length > 0 && (
        <EnquiryBulkBar
          pageIds={results.enquiries.map((e) => e.id)}
          selected={selected}
          onSelect={(ids) => setSelected(new Set(ids))}
          push={push}
          onDone={() => search(applied, results.page, { history: 'replace' })}
        />
      )}
      <div aria-busy={busy || undefined}>
        <EnquiryList
          selected={selected}
          onToggle={(id, on) =>
            setSelected((sel) => {
              const next = new Set(sel);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          enquiries={results.enquiries}
          options={options}
          filtered={isFiltered(applied)}
          openingId={openingId}
          onView={open}
          onClear={clear}
        />
      </div>
      <Pagination results={results} filters={applied} onNavigate={goTo} />
      {detail && (
        <EnquiryDialog
          key={detail.enquiry.id}
          detail={detail}
          options={options}
          buildCost={buildCost}
          toasts={toasts}
          dismiss={dismiss}
          push={push}
          onClose={closeDialog}
          returnFocus={dialogReturnFocus(detail.enquiry.id)}
          onChanged={changed}
          onDeleted={deleted}
          onReload={reload}
        />
      )}
      <Toaster toasts={detail ? [] : toasts} dismiss={dismiss} />
    </section>
  );
}
