import type { OfferPlacement } from '../../../lib/page-content/price-audit.ts';
import { OFFER_LIMITS, offerFigureFields, type Offer } from '../../../lib/shapes/offer.ts';
import { fieldLabels, formRecord, formValues, type PlainFormState } from '../../../lib/shapes/fields.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, describedBy, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { PlainFormConflict } from '../ui/PlainFormConflict.tsx';

/** The Prices form of one offer after a refused post. */
export type OfferFormState = PlainFormState<typeof offerFigureFields>;
const LABELS = fieldLabels(offerFigureFields);

/** One offer: its base figures, where it is shown (and how), and a plain form to change it. */
export function OfferCard({
  offer,
  placements,
  action,
  canEdit,
  state,
}: {
  offer: Offer & { version?: number };
  placements: OfferPlacement[];
  action: string;
  canEdit: boolean;
  /** Posted values and messages when this offer's form was refused. */
  state?: OfferFormState | undefined;
}) {
  const v = state?.values ?? formValues(offerFigureFields, offer);
  const e = state?.errors ?? {};
  const id = (f: string) => `offer-${offer.id}-${f}`;
  return (
    <li id={`offer-${offer.id}`} className="rounded-xl border border-navy-100 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-navy-950">
          {offer.name} <span className="text-sm font-normal text-navy-600">({offer.kind})</span>
        </h3>
        <p className="text-sm text-navy-800">
          <span className="font-semibold">{offer.price}</span>
          {offer.priceNote && ` ${offer.priceNote}`} · {offer.timeline} ·{' '}
          <a
            href={`/admin/prices/${encodeURIComponent(offer.id)}/history`}
            className="font-semibold text-navy-900 underline underline-offset-2"
          >
            History<span className="sr-only"> of {offer.name}</span>
          </a>
        </p>
      </div>
      {placements.length === 0 ? (
        <p className="mt-2 text-sm text-navy-600">Not shown on any page yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Where {offer.name} is shown</caption>
          <thead className="text-navy-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Page and section
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Price shown
              </th>
              <th scope="col" className="py-1 font-medium">
                Timeline shown
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {placements.map((p) => (
              <tr key={`${p.page}-${p.sectionId}`}>
                <td className="py-1.5 pr-3">
                  <span className="font-medium text-navy-900">{p.pageTitle}</span> · {p.section}
                  {p.hidden && <span className="ml-1 text-navy-500">(hidden)</span>}
                </td>
                <td className="py-1.5 pr-3">
                  {p.shownPrice}
                  {p.shownPrice !== p.basePrice && <Override base={p.basePrice} />}
                </td>
                <td className="py-1.5">
                  {p.shownTimeline}
                  {p.shownTimeline !== p.baseTimeline && <Override base={p.baseTimeline} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <details className="mt-3" open={Boolean(state)}>
          <summary className="cursor-pointer text-sm font-semibold text-navy-900">Change the figures</summary>
          <form method="post" action={action} className="mt-3 grid gap-4 sm:grid-cols-3">
            <input type="hidden" name="id" value={offer.id} />
            {/* The version this form shows (src/lib/admin/versions.ts): a save based on an older one is refused. */}
            <input type="hidden" name="version" value={state?.version ?? String(offer.version ?? 0)} />
            {state?.conflict && (
              <div className="sm:col-span-3">
                <PlainFormConflict
                  conflict={state.conflict.info}
                  message={state.conflict.message}
                  mine={formRecord(offerFigureFields, v)}
                  labels={LABELS}
                  reloadHref={`/admin/prices#offer-${offer.id}`}
                  overwriteId={id('overwrite')}
                />
              </div>
            )}
            <Text id={id('price')} name="price" label={LABELS.price} value={v.price} max={OFFER_LIMITS.price} error={e.price} />
            <Text
              id={id('priceNote')}
              name="priceNote"
              label={LABELS.priceNote}
              value={v.priceNote}
              max={OFFER_LIMITS.priceNote}
              error={e.priceNote}
            />
            <Text
              id={id('timeline')}
              name="timeline"
              label={LABELS.timeline}
              value={v.timeline}
              max={OFFER_LIMITS.timeline}
              error={e.timeline}
            />
            <div className="sm:col-span-3">
              <label htmlFor={id('bullets')} className={labelClass}>
                {LABELS.bullets}
              </label>
              <p id={`${id('bullets')}-hint`} className={hintClass}>
                One point per line, at most {OFFER_LIMITS.bullets}.
              </p>
              <textarea
                id={id('bullets')}
                name="bullets"
                rows={5}
                defaultValue={v.bullets}
                aria-invalid={e.bullets ? true : undefined}
                aria-describedby={describedBy(id('bullets'), { hint: true, error: e.bullets })}
                className={fieldClass}
              />
              <FieldError id={id('bullets')} message={e.bullets} />
            </div>
            <div className="sm:col-span-3">
              <button type="submit" className={buttonClasses('default', 'sm')}>
                Save {offer.name}
              </button>
            </div>
          </form>
        </details>
      )}
    </li>
  );
}

function Override({ base }: { base: string }) {
  return (
    <span className="ml-2 rounded bg-mustard-100 px-1.5 py-0.5 text-xs font-semibold text-mustard-900">
      override · base {base}
    </span>
  );
}

function Text(p: { id: string; name: string; label: string; value: string; max: number; error?: string | undefined }) {
  return (
    <div>
      <label htmlFor={p.id} className={labelClass}>
        {p.label}
      </label>
      <input
        id={p.id}
        name={p.name}
        type="text"
        defaultValue={p.value}
        maxLength={p.max}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(p.id, { error: p.error })}
        className={fieldClass}
      />
      <FieldError id={p.id} message={p.error} />
    </div>
  );
}
