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
  const stored = data.buildCosts;
  // An empty field follows the Launch Build offer.
  const costs = costForm?.values ?? {
    calculatorBuildCost: stored.calculatorBuildCost === null ? '' : String(stored.calculatorBuildCost),
    enquiryBuildCost: stored.enquiryBuildCost === null ? '' : String(stored.enquiryBuildCost),
  };
  const launch = `£${stored.launchBuildCost.toLocaleString('en-GB')}`;
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
          The savings calculator (its &lsquo;Custom build from&rsquo; figure and the note under it) and the enquiry form set a
          visitor&rsquo;s subscriptions against these one-time figures. Leave a field empty to follow the Launch Build, now{' '}
          {launch}; enter a figure only to set that tool apart from it.{' '}
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
                placeholder="Empty: follows the Launch Build"
                disabled={!canEdit}
                aria-invalid={costForm?.errors[name] ? true : undefined}
                aria-describedby={describedBy(`cost-${name}`, { hint: true, error: costForm?.errors[name] })}
                className={fieldClass}
              />
              <p id={`cost-${name}-hint`} className="mt-1 text-xs text-navy-700" data-cost-state={name}>
                {stored[name] === null ? (
                  <>Follows the Launch Build: {launch}.</>
                ) : (
                  <strong className="font-semibold text-mustard-900">
                    Set apart from the Launch Build: £{stored[name]!.toLocaleString('en-GB')} (the offer is {launch}).
                  </strong>
                )}
              </p>
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
          Every other place a figure appears
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          Page copy, FAQ answers, rich text, meta descriptions and the build costs. A figure inserted with &lsquo;Insert
          price&rsquo; follows its offer; one typed as plain text stays as written until someone edits the page.
        </p>
        {/* A list, not a table: on a phone each place reads as a short card. */}
        <ul className="mt-3 divide-y divide-navy-100 text-sm">
          {data.mentions.map((m, i) => (
            <li
              key={`${m.kind}-${m.page}-${m.sectionId}-${i}`}
              className="grid gap-1 py-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,9rem)_minmax(0,13rem)_minmax(0,1fr)] sm:gap-3"
            >
              <p>
                <span className="font-medium text-navy-900">{m.pageTitle}</span> · {m.section}
              </p>
              <p className="font-semibold">
                <span className="sr-only">Visitors read: </span>
                {m.figures.join(', ')}
              </p>
              <p>
                {m.followed.length > 0 && <span className="block text-emerald-800">Follows {m.followed.join(', ')}</span>}
                {m.literal.length > 0 && <span className="block text-navy-700">Typed: {m.literal.join(', ')}</span>}
              </p>
              <p className="text-navy-700">{m.shown.length > 160 ? `${m.shown.slice(0, 157)}…` : m.shown}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
