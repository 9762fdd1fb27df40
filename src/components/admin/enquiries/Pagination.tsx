import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { PER_PAGE, filterQuery, type EnquiryFilters, type EnquiryResults } from './shared.tsx';

/** 'Showing 26–50 of 73' for a page of results. */
export function rangeText({ total, page, enquiries }: EnquiryResults): string {
  if (total === 0) return 'No enquiries to show';
  const first = (page - 1) * PER_PAGE + 1;
  const last = first + enquiries.length - 1;
  return `Showing ${first}–${last} of ${total}`;
}

// The missing link at either end: shown for a steady layout, hidden from assistive tech.
const DISABLED =
  'inline-flex h-9 cursor-not-allowed items-center gap-2 rounded-lg border border-navy-100 bg-navy-50 px-3 text-sm font-medium text-navy-500';

interface Props {
  results: EnquiryResults;
  filters: EnquiryFilters;
  onNavigate: (page: number, e: MouseEvent<HTMLAnchorElement>) => void;
}

/** Real links (work without JavaScript); the tab intercepts them to re-query in place. */
export function Pagination({ results, filters, onNavigate }: Props) {
  const { page, pageCount } = results;
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, icon: 'prev' | 'next') => (
    <a
      href={`/admin${filterQuery(filters, target)}`}
      rel={icon}
      onClick={(e) => onNavigate(target, e)}
      className={buttonClasses('outline', 'sm')}
    >
      {icon === 'prev' && <ChevronLeft aria-hidden="true" className="h-4 w-4" />}
      {label}
      {icon === 'next' && <ChevronRight aria-hidden="true" className="h-4 w-4" />}
    </a>
  );
  return (
    <nav aria-label="Enquiry pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-navy-700">
        Page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          link(page - 1, 'Previous', 'prev')
        ) : (
          <span aria-hidden="true" className={DISABLED}>
            <ChevronLeft className="h-4 w-4" />
            Previous
          </span>
        )}
        {page < pageCount ? (
          link(page + 1, 'Next', 'next')
        ) : (
          <span aria-hidden="true" className={DISABLED}>
            Next
            <ChevronRight className="h-4 w-4" />
          </span>
        )}
      </div>
    </nav>
  );
}
