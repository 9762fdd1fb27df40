import type { PlainSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import { controlId, useEditorApi } from './editor-context.ts';
import { describedByIds } from './FieldShell.tsx';
import type { OfferRef } from '../../../lib/page-content/offer-refs.ts';

const asRef = (v: unknown): OfferRef => (v && typeof v === 'object' && 'offerId' in v ? (v as OfferRef) : { offerId: '' });

/**
 * Which offer record this placement shows, and optional figures for this page only. The record's
 * own price and timeline sit beside the override boxes, so a different figure is a visible choice.
 */
export function OfferControl({ spec, path, value }: { spec: PlainSpec; path: Path; value: unknown }) {
  const { errors, setValue, offers, ownerFields } = useEditorApi();
  const ref = asRef(value);
  const id = controlId(path);
  const base = offers.find((o) => o.id === ref.offerId);
  const errorOf = (k: string) => errors[pathKey([...path, k])];
  const update = (patch: Partial<OfferRef>) => {
    const next: OfferRef = { ...ref, ...patch };
    // An emptied override box means 'use the record's figure'.
    if (!next.priceOverride) delete next.priceOverride;
    if (!next.timelineOverride) delete next.timelineOverride;
    setValue(path, next);
  };
  const overrides = [
    { key: 'priceOverride' as const, label: 'Price shown here', base: base?.price },
    { key: 'timelineOverride' as const, label: 'Timeline shown here', base: base?.timeline },
  ];
  const idError = errorOf('offerId') ?? errors[pathKey(path)];

  return (
    <fieldset className="min-w-0 rounded-lg border border-navy-100 p-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">{spec.label}</legend>
      <label htmlFor={id} className={labelClass}>
        Offer record
      </label>
      <select
        id={id}
        value={ref.offerId}
        onChange={(e) => update({ offerId: e.target.value })}
        aria-invalid={idError ? true : undefined}
        aria-describedby={describedByIds(id, { error: idError })}
        className={fieldClass}
      >
        <option value="">Pick an offer…</option>
        {offers.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.price}, {o.timeline})
          </option>
        ))}
      </select>
      {idError && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {idError}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {overrides.map((o) => {
          const oid = `${id}-${o.key}`;
          const error = errorOf(o.key);
          return (
            <div key={o.key}>
              <label htmlFor={oid} className={labelClass}>
                {o.label} <span className="font-normal text-navy-600">(optional)</span>
              </label>
              <p id={`${oid}-hint`} className="text-xs text-navy-600">
                Base figure: <strong className="font-semibold text-navy-900">{o.base ?? '—'}</strong>.{' '}
                {ownerFields ? 'Leave empty to use it.' : 'Only the owner can show a different figure here.'}
              </p>
              <input
                id={oid}
                type="text"
                maxLength={80}
                value={ref[o.key] ?? ''}
                readOnly={!ownerFields}
                onChange={(e) => update({ [o.key]: e.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedByIds(oid, { hint: 'yes', error })}
                className={fieldClass}
              />
              {error && (
                <p id={`${oid}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
