import type { ReactNode } from 'react';
import { isInputError, type ActionError } from 'astro:actions';
import type { Enquiry } from '../../../lib/server/repositories/enquiries.ts';
import type { OutboxSummary } from '../../../lib/server/repositories/outbox.ts';
import { fieldClass as kitFieldClass, labelClass } from '../ui/Field.tsx';
import type { EnquiryResults } from '../../../lib/server/loaders/enquiries-tab.ts';
import {
  ENQUIRIES_PER_PAGE as PER_PAGE,
  ENQUIRY_STATUSES as STATUSES,
  STATUS_LABELS,
  SPAM_LABELS,
  DEFAULT_FILTERS,
  isFiltered,
  filterQuery,
  labelOf,
  parseEnquiryFilters,
  type EnquiryStatus,
  type EnquiryFilters,
  type EnquiryOptionLists,
} from '../../../lib/admin/enquiries.ts';

export type { Enquiry, EnquiryStatus, OutboxSummary, EnquiryFilters, EnquiryOptionLists, EnquiryResults };
export { PER_PAGE, STATUSES, STATUS_LABELS, SPAM_LABELS, DEFAULT_FILTERS, isFiltered, filterQuery, labelOf };

export interface EnquiryDetail {
  enquiry: Enquiry;
  attachment: { id: string; filename: string; content_type: string; size: number } | null;
  emails: OutboxSummary[];
  mailConfigured: boolean;
}

export type PushToast = (kind: 'success' | 'error' | 'info', message: string) => void;

/** The filters in a location's query string: the same parser as the server's. */
export function filtersFromSearch(search: string): { filters: EnquiryFilters; page: number } {
  const { page, ...filters } = parseEnquiryFilters(new URLSearchParams(search));
  return { filters, page };
}

const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const pence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** £120, or £12.50 when there are pence. */
export const pounds = (n: number) => (Number.isInteger(n) ? whole : pence).format(n);

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const STATUS_TONES: Record<EnquiryStatus, string> = {
  new: 'border-sky-200 bg-sky-50 text-sky-900',
  contacted: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  qualified: 'border-mustard-300 bg-mustard-50 text-mustard-900',
  won: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  lost: 'border-navy-200 bg-navy-50 text-navy-700',
};

export function Badge({ children, tone = 'border-navy-200 bg-paper text-navy-800' }: { children: ReactNode; tone?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${tone}`}>{children}</span>
  );
}

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** A hurried-looking enquiry kept in the inbox (see migration 0002). */
export function ReviewBadge({ reason }: { reason: string }) {
  return (
    <span title={`Flagged: ${reason}`}>
      <Badge tone="border-amber-300 bg-amber-50 text-amber-900">Needs review</Badge>
    </span>
  );
}

export function SpamBadge() {
  return <Badge tone="border-red-200 bg-red-50 text-red-800">Spam</Badge>;
}

export function NewMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-mustard-400 px-2 py-0.5 text-xs font-semibold text-navy-950">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-navy-950" />
      New
    </span>
  );
}

/** Heading for one section of the details dialog. */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-xs font-semibold uppercase tracking-[0.12em] text-navy-600">
      {children}
    </h3>
  );
}

// The kit's field, in the denser type size of the enquiry filters and notes.
export const fieldClass = `${kitFieldClass} text-sm`;
export { labelClass };

/** The readable message of an action error (input errors name their first issue). */
export function actionMessage(error: ActionError, fallback: string): string {
  if (isInputError(error)) return error.issues[0]?.message || fallback;
  return error.message || fallback;
}
