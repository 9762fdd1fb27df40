import { Pencil, Plus, Trash2 } from 'lucide-react';
import { isIllustrativeTestimonial } from '../../../lib/testimonials-and-cases/illustrative.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { canPublishTestimonial, type ProofStatus } from '../../../lib/admin/proof.ts';
import type { Testimonial } from '../../../lib/shapes/testimonial.ts';
import { formatCalendarDate } from '../../../lib/uk-time.ts';
import { draftBadge, publishedBadge, warnBadge } from './proof-badges.ts';

const ukDate = (d: string) => formatCalendarDate(d, 'short');

/** Testimonials in display order, with consent shown beside each: no consent, no 'real' quote. */
export function TestimonialRows({
  rows,
  onCreate,
  onEdit,
  onStatus,
  onDelete,
}: {
  rows: Testimonial[];
  onCreate: () => void;
  onEdit: (row: Testimonial) => void;
  onStatus: (id: string, status: ProofStatus) => void;
  onDelete: (row: Testimonial) => void;
}) {
  return (
    <section aria-labelledby="testimonials-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="testimonials-heading" className="text-xl font-bold text-navy-950">
            Testimonials
          </h2>
          <p className="mt-1 text-sm text-navy-600">
            Shown on the home page in display order. A quote goes live as real only with a consent date; otherwise it is labelled
            ‘Illustrative’.
          </p>
        </div>
        <button type="button" onClick={onCreate} className={buttonClasses('default', 'sm')}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New testimonial
        </button>
      </div>
      <ul className="mt-4 divide-y divide-navy-100">
        {rows.map((row) => {
          const who = `${row.name}${row.company ? `, ${row.company}` : ''}`;
          return (
            <li key={row.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-950">
                  {who}
                  <span className={row.status === 'published' ? publishedBadge : draftBadge}>
                    {row.status === 'published' ? 'Published' : 'Draft'}
                  </span>
                  {/* The public label's rule: consent on record and not marked illustrative is real. */}
                  {!isIllustrativeTestimonial(row) ? (
                    <span className={draftBadge}>Consent {ukDate(row.consentDate!)}</span>
                  ) : (
                    <span className={warnBadge}>
                      {row.illustrative ? 'Illustrative' : 'No consent yet'}
                      {row.illustrative && row.consentDate
                        ? ` (consent ${ukDate(row.consentDate)}: untick Illustrative to show it as real)`
                        : ''}
                    </span>
                  )}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-navy-700">{row.quote}</p>
                <p className="mt-1 text-xs text-navy-500">Order {row.sortOrder}</p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {row.status === 'published' ? (
                  <button type="button" onClick={() => onStatus(row.id, 'draft')} className={buttonClasses('outline', 'sm')}>
                    Unpublish <span className="sr-only">{who}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    onClick={() => onStatus(row.id, 'published')}
                    disabled={!canPublishTestimonial(row)}
                    title={canPublishTestimonial(row) ? undefined : 'Add a consent date or mark it illustrative first.'}
                    className={buttonClasses('outline', 'sm')}
                  >
                    Publish <span className="sr-only">{who}</span>
                  </button>
                )}
                <button type="button" onClick={() => onEdit(row)} className={buttonClasses('ghost', 'sm')}>
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit <span className="sr-only">{who}</span>
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(row)}
                  aria-label={`Delete ${who}`}
                  className={buttonClasses('ghost', 'icon', 'text-red-700')}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
        {rows.length === 0 && <li className="py-4 text-sm text-navy-600">No testimonials yet.</li>}
      </ul>
    </section>
  );
}
