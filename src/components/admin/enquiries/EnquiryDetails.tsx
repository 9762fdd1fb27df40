import type { ReactNode } from 'react';
import { Download, Mail, Phone } from 'lucide-react';
import { costTotals, countableCost } from '../../../lib/enquiry/costs.ts';
import { formatGBP } from '../../../lib/calculator.ts';
import { toolLabel } from '../../../lib/enquiry/tools.ts';
import { SectionTitle, fileSize, labelOf, pounds, type EnquiryDetail, type EnquiryOptionLists } from './shared.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-navy-600">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-navy-950">{children}</dd>
    </div>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-950';

/** The visitor's enquiry as submitted: contact, project, SaaS costs, attachment. */
export function EnquiryDetails({
  detail,
  options,
  buildCost,
}: {
  detail: EnquiryDetail;
  options: EnquiryOptionLists;
  /** The enquiry form's build cost (Prices setting). */
  buildCost: number;
}) {
  const { enquiry: e, attachment } = detail;
  const costs = e.monthlySaasCosts.filter((c) => c.tool.trim() || countableCost(c.cost) !== null);
  const totals = costTotals(e.monthlySaasCosts, buildCost);
  return (
    <div className="space-y-6">
      <section aria-labelledby="enq-contact">
        <SectionTitle id="enq-contact">Contact</SectionTitle>
        <dl className="mt-1 divide-y divide-navy-100">
          <Row term="Name">{e.name}</Row>
          <Row term="E-mail">
            <a href={`mailto:${e.email}`} className={linkClass}>
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              {e.email}
            </a>
          </Row>
          {e.company && <Row term="Company">{e.company}</Row>}
          {e.phone && (
            <Row term="Phone">
              <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
                {e.phone}
              </a>
            </Row>
          )}
        </dl>
      </section>

      <section aria-labelledby="enq-project">
        <SectionTitle id="enq-project">Project</SectionTitle>
        <dl className="mt-1 divide-y divide-navy-100">
          {e.projectType && <Row term="Project type">{labelOf(options.projectTypes, e.projectType)}</Row>}
          {e.budget && <Row term="Budget">{labelOf(options.budgets, e.budget)}</Row>}
          {e.timeline && <Row term="Timeline">{labelOf(options.timelines, e.timeline)}</Row>}
        </dl>
        {e.project && (
          <div className="mt-2">
            <p className="text-sm font-medium text-navy-600">Description</p>
            {/* Text, never HTML: React escapes it; pre-wrap keeps the line breaks. */}
            <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-navy-50 p-3 text-sm text-navy-950">{e.project}</p>
          </div>
        )}
      </section>

      {(e.saasToReplace.length > 0 || e.customSaas || costs.length > 0) && (
        <section aria-labelledby="enq-saas">
          <SectionTitle id="enq-saas">SaaS to replace</SectionTitle>
          <dl className="mt-1 divide-y divide-navy-100">
            {e.saasToReplace.length > 0 && <Row term="Tools">{e.saasToReplace.map(toolLabel).join(', ')}</Row>}
            {e.customSaas && <Row term="Other tools">{e.customSaas}</Row>}
          </dl>
          {costs.length > 0 && (
            <div className="mt-2 rounded-lg border border-navy-100">
              <ul className="divide-y divide-navy-100">
                {costs.map((c, i) => {
                  const cost = countableCost(c.cost);
                  return (
                    <li key={i} className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 break-words text-navy-900">{toolLabel(c.tool.trim()) || 'Unnamed tool'}</span>
                      <span className="shrink-0 font-medium text-navy-950">
                        {cost === null ? 'No cost given' : `${pounds(cost)}/month`}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {totals.monthly > 0 && (
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-navy-100 bg-navy-50 px-3 py-3 text-sm sm:grid-cols-4">
                  {[
                    ['Monthly', pounds(totals.monthly)],
                    ['Yearly', formatGBP(totals.yearly)],
                    ['3 years', formatGBP(totals.threeYears)],
                    ['5 years', formatGBP(totals.fiveYears)],
                  ].map(([term, value]) => (
                    <div key={term}>
                      <dt className="text-xs text-navy-600">{term}</dt>
                      <dd className="font-semibold text-navy-950">{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {totals.potentialSavings !== null && (
                <p className="border-t border-navy-100 px-3 py-2 text-sm text-emerald-900">
                  Potential savings: <strong>{formatGBP(totals.potentialSavings)}</strong> over 5 years against a{' '}
                  {formatGBP(buildCost)} build
                </p>
              )}
            </div>
          )}
        </section>
      )}

      {attachment && (
        <section aria-labelledby="enq-attachment">
          <SectionTitle id="enq-attachment">Attachment</SectionTitle>
          <p className="mt-2 text-sm">
            <a href={`/admin/attachments/${encodeURIComponent(attachment.id)}`} className={linkClass} download>
              <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="break-all">{attachment.filename}</span>
            </a>{' '}
            <span className="text-navy-600">({fileSize(attachment.size)})</span>
          </p>
        </section>
      )}
    </div>
  );
}
