import { AlertTriangle, CircleCheck } from 'lucide-react';
import type { PricesAdminData } from '../../../lib/server/loaders/prices.ts';
import { FormMessage } from '../../auth/AuthCard.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, describedBy, fieldClass, labelClass } from '../ui/Field.tsx';
import { OfferCard, type OfferFormState } from './OfferCard.tsx';
import { PlainFormConflict } from '../ui/PlainFormConflict.tsx';
import type { ConflictInfo } from '../../../lib/admin/versions.ts';

const card = 'rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6';

export interface PricesViewProps {
  data: PricesAdminData;
  canEdit: boolean;
  actions: { updateOffer: string; updateBuildCosts: string };
  error?: string | undefined;
  notice?: string | undefined;
  /** The refused offer form, by offer id. */
  offerForm?: { id: string; state: OfferFormState } | undefined;
  costForm?:
    | {
        values: Record<string, string>;
        errors: Record<string, string>;
        version?: string;
        conflict?: { info: ConflictInfo; message: string };
      }
    | undefined;
}

/** /admin/prices: every price and timeline on the site, contradictions first. Plain forms, no script. */
export function PricesView({ data, canEdit, actions, error, notice, offerForm, costForm }: PricesViewProps) {
  const costs = costForm?.values ?? {
    calculatorBuildCost: String(data.buildCosts.calculatorBuildCost),
    enquiryBuildCost: String(data.buildCosts.enquiryBuildCost),
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="prices-heading" className={card}>
        <h2 id="prices-heading" className="text-xl font-bold text-navy-950">
          Prices
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          Each package and service is stored once; every page that shows it reads these figures. A change here is live on every
          page at once.
        </p>
        <div className="mt-4">
          <FormMessage error={error} notice={notice} />
        </div>
        {data.warnings.length > 0 ? (
          <div className="rounded-lg border border-mustard-300 bg-mustard-50 p-3">
            <p className="flex items-center gap-2 font-semibold text-mustard-900">
              <AlertTriangle aria-hidden="true" className="h-4 w-4" /> {data.warnings.length} figure
              {data.warnings.length === 1 ? '' : 's'} to check
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-navy-900">
              {data.warnings.map((w) => (
                <li key={w.message}>{w.message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="h-4 w-4" /> Every page shows each offer with the same figures.
          </p>
        )}
        {data.drafts.length > 0 && (
          <p className="mt-3 text-sm text-navy-600">Unpublished drafts are not included: {data.drafts.join(', ')}.</p>
        )}
      </section>

      <section aria-labelledby="offers-heading" className={card}>
        <h2 id="offers-heading" className="text-lg font-bold text-navy-950">
          Packages and services
        </h2>
        <ul className="mt-4 space-y-4">
          {data.offers.map((o) => (
            <OfferCard
              key={o.id}
              offer={o}
              placements={data.placements.filter((p) => p.offerId === o.id)}
              action={actions.updateOffer}
              canEdit={canEdit}
              state={offerForm?.id === o.id ? offerForm.state : undefined}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="costs-heading" className={card}>
        <h2 id="costs-heading" className="text-lg font-bold text-navy-950">
          Build costs used by the public tools
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          The savings calculator and the enquiry form set a visitor's subscriptions against these one-time figures.{' '}
          <a href="/admin/prices/build-costs/history" className="font-semibold text-navy-900 underline underline-offset-2">
            History<span className="sr-only"> of the build costs</span>
          </a>
        </p>
        <form method="post" action={actions.updateBuildCosts} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="version" value={costForm?.version ?? String(data.buildCostsVersion)} />
          {costForm?.conflict && (
            <div className="sm:col-span-2">
              <PlainFormConflict
                conflict={costForm.conflict.info}
                message={costForm.conflict.message}
                mine={Object.fromEntries(Object.entries(costs).map(([k, n]) => [k, Number(n)]))}
                labels={{ calculatorBuildCost: 'Savings calculator build cost', enquiryBuildCost: 'Enquiry form build cost' }}
                reloadHref="/admin/prices#costs-heading"
                overwriteId="costs-overwrite"
              />
            </div>
          )}
          {(
            [
              ['calculatorBuildCost', 'Savings calculator build cost (£)'],
              ['enquiryBuildCost', 'Enquiry form build cost (£)'],
            ] as const
          ).map(([name, label]) => (
            <div key={name}>
              <label htmlFor={`cost-${name}`} className={labelClass}>
                {label}
              </label>
              <input
                id={`cost-${name}`}
                name={name}
                type="number"
                inputMode="numeric"
                min={500}
                step={1}
                defaultValue={costs[name]}
                disabled={!canEdit}
                aria-invalid={costForm?.errors[name] ? true : undefined}
                aria-describedby={describedBy(`cost-${name}`, { error: costForm?.errors[name] })}
                className={fieldClass}
              />
              <FieldError id={`cost-${name}`} message={costForm?.errors[name]} />
            </div>
          ))}
          {canEdit && (
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClasses('default', 'sm')}>
                Save build costs
              </button>
            </div>
          )}
        </form>
      </section>

      <section aria-labelledby="mentions-heading" className={card}>
        <h2 id="mentions-heading" className="text-lg font-bold text-navy-950">
          Figures written into page copy
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          These are words on a page, not offer records: edit them in the page editor if a price above changes.
        </p>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-navy-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Page and section
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Figures
              </th>
              <th scope="col" className="py-1 font-medium">
                Text
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {data.mentions.map((m, i) => (
              <tr key={`${m.page}-${m.sectionId}-${i}`}>
                <td className="py-1.5 pr-3 align-top">
                  <span className="font-medium text-navy-900">{m.pageTitle}</span> · {m.section}
                </td>
                <td className="py-1.5 pr-3 align-top font-semibold whitespace-nowrap">{m.figures.join(', ')}</td>
                <td className="py-1.5 align-top text-navy-700">{m.text.length > 160 ? `${m.text.slice(0, 157)}…` : m.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
