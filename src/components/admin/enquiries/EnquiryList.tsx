import type { MouseEvent } from 'react';
import { Eye, Inbox } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import {
  Badge,
  NewMarker,
  ReviewBadge,
  SpamBadge,
  StatusBadge,
  labelOf,
  type Enquiry,
  type EnquiryOptionLists,
} from './shared.tsx';

interface Props {
  enquiries: Enquiry[];
  options: EnquiryOptionLists;
  filtered: boolean;
  openingId: string | null;
  onView: (id: string) => void;
  /** Ticked for a bulk action. */
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onClear: (e: MouseEvent<HTMLAnchorElement>) => void;
}

const COLUMNS =
  'lg:grid lg:grid-cols-[1.25rem_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1.3fr)_9.5rem_7rem_auto] lg:items-center lg:gap-4';

/** Cards on small screens, table-like rows from lg up; list semantics throughout. */
export function EnquiryList({ enquiries, options, filtered, openingId, onView, selected, onToggle, onClear }: Props) {
  if (enquiries.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-navy-200 bg-paper px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="mx-auto h-8 w-8 text-navy-400" />
        <p className="mt-3 font-display text-lg font-semibold text-navy-950">
          {filtered ? 'No enquiries match these filters' : 'No enquiries yet'}
        </p>
        {filtered && (
          <a href="/admin" onClick={onClear} className={buttonClasses('outline', 'sm', 'mt-4')}>
            Clear filters
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-navy-100 bg-paper">
      <div
        aria-hidden="true"
        className={`hidden border-b border-navy-100 bg-navy-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-navy-600 ${COLUMNS}`}
      >
        <span />
        <span>Name</span>
        <span>E-mail</span>
        <span>Project</span>
        <span>Received</span>
        <span>Status</span>
        <span className="w-[8.5rem]" />
      </div>
      <ul className="divide-y divide-navy-100">
        {enquiries.map((e) => (
          <li
            key={e.id}
            className={`relative px-4 py-4 pl-12 lg:pl-4 ${selected.has(e.id) ? 'bg-navy-50' : e.readAt ? '' : 'bg-mustard-50/40'} ${COLUMNS}`}
          >
            <input
              type="checkbox"
              checked={selected.has(e.id)}
              onChange={(ev) => onToggle(e.id, ev.target.checked)}
              aria-label={`Select the enquiry from ${e.name}`}
              className="absolute left-4 top-5 h-5 w-5 accent-navy-800 lg:static"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className={`truncate text-base text-navy-950 ${e.readAt ? 'font-medium' : 'font-bold'}`}>{e.name}</h3>
                {!e.readAt && <NewMarker />}
                {e.isSpam && <SpamBadge />}
                {!e.isSpam && e.reviewReason && <ReviewBadge reason={e.reviewReason} />}
              </div>
              {e.company && <p className="truncate text-sm text-navy-700">{e.company}</p>}
            </div>
            <p className="mt-1 min-w-0 break-words text-sm text-navy-800 lg:mt-0">
              <span className="sr-only">E-mail: </span>
              {e.email}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5 lg:mt-0">
              {e.projectType && (
                <Badge tone="border-navy-200 bg-navy-50 text-navy-900">
                  <span className="sr-only">Project type: </span>
                  {labelOf(options.projectTypes, e.projectType)}
                </Badge>
              )}
              {e.budget && (
                <Badge tone="border-mustard-300 bg-mustard-50 text-mustard-900">
                  <span className="sr-only">Budget: </span>
                  {labelOf(options.budgets, e.budget)}
                </Badge>
              )}
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 lg:contents">
              <p className="text-sm text-navy-700 lg:mt-0">
                <span className="sr-only">Received: </span>
                <time dateTime={e.createdAt}>{formatUkDateTime(e.createdAt)}</time>
              </p>
              <div>
                <StatusBadge status={e.status} />
              </div>
            </div>
            <button
              type="button"
              id={`view-${e.id}`}
              onClick={() => onView(e.id)}
              aria-busy={openingId === e.id || undefined}
              className={buttonClasses('outline', 'sm', 'mt-3 w-full lg:mt-0 lg:w-[8.5rem]')}
            >
              <Eye aria-hidden="true" className="h-4 w-4" />
              {openingId === e.id ? 'Opening…' : 'View Details'}
              <span className="sr-only"> for {e.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
