import { ExternalLink, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import type { CaseStudy } from '../../../lib/shapes/case-study.ts';
import type { ProofStatus } from '../../../lib/admin/proof.ts';
import { draftBadge, publishedBadge, warnBadge } from './proof-badges.ts';
import { SAMPLE_CASE_LABEL, isSampleCaseStudy } from '../../../lib/testimonials-and-cases/illustrative.ts';

/** Case studies, newest first, with their status and the actions each allows. */
export function CaseStudyRows({
  rows,
  onCreate,
  onEdit,
  onStatus,
  onDelete,
}: {
  rows: CaseStudy[];
  onCreate: () => void;
  onEdit: (row: CaseStudy) => void;
  onStatus: (id: string, status: ProofStatus) => void;
  onDelete: (row: CaseStudy) => void;
}) {
  return (
    <section aria-labelledby="case-studies-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="case-studies-heading" className="text-xl font-bold text-navy-950">
            Case studies
          </h2>
          <p className="mt-1 text-sm text-navy-600">
            Published ones appear on /work and the newest three on the home page. /work joins the sitemap with the first.
          </p>
        </div>
        <button type="button" onClick={onCreate} className={buttonClasses('default', 'sm')}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New case study
        </button>
      </div>
      <ul className="mt-4 divide-y divide-navy-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-navy-950">
                {row.title}{' '}
                <span className={row.status === 'published' ? publishedBadge : draftBadge}>
                  {row.status === 'published' ? 'Published' : 'Draft'}
                </span>{' '}
                {isSampleCaseStudy(row) && <span className={warnBadge}>{SAMPLE_CASE_LABEL}: rewrite it with a real project</span>}
              </p>
              <p className="mt-1 text-sm text-navy-600">
                {row.client} · <span className="font-mono text-xs">/work/{row.slug}</span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {row.status === 'published' ? (
                <>
                  <a href={`/work/${row.slug}`} className={buttonClasses('ghost', 'sm')}>
                    <ExternalLink aria-hidden="true" className="h-4 w-4" /> View
                  </a>
                  <button type="button" onClick={() => onStatus(row.id, 'draft')} className={buttonClasses('outline', 'sm')}>
                    Unpublish <span className="sr-only">{row.title}</span>
                  </button>
                </>
              ) : (
                <>
                  <a href={`/admin/proof/preview/${row.id}`} className={buttonClasses('ghost', 'sm')}>
                    <Eye aria-hidden="true" className="h-4 w-4" /> Preview <span className="sr-only">{row.title}</span>
                  </a>
                  <button type="button" onClick={() => onStatus(row.id, 'published')} className={buttonClasses('outline', 'sm')}>
                    Publish <span className="sr-only">{row.title}</span>
                  </button>
                </>
              )}
              <button type="button" onClick={() => onEdit(row)} className={buttonClasses('ghost', 'sm')}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> Edit <span className="sr-only">{row.title}</span>
              </button>
              <button
                type="button"
                onClick={() => onDelete(row)}
                aria-label={`Delete ${row.title}`}
                className={buttonClasses('ghost', 'icon', 'text-red-700')}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
        {rows.length === 0 && <li className="py-4 text-sm text-navy-600">No case studies yet.</li>}
      </ul>
    </section>
  );
}
