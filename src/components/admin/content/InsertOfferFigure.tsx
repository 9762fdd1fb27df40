import { useId, useState } from 'react';
import { PoundSterling } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import {
  OFFER_TOKEN_FIELDS,
  OFFER_TOKEN_LABELS,
  offerFigure,
  offerToken,
  type OfferTokenField,
} from '../../../lib/page-content/offer-tokens.ts';
import type { OfferChoice } from './editor-context.ts';

/**
 * 'Insert price': puts an offer's figure into copy as a token ({offer:launch-build.amount}). The
 * site shows the figure the offer has when the page is rendered, so the sentence follows the
 * Prices page instead of keeping yesterday's price.
 */
export function InsertOfferFigure({
  offers,
  fieldLabel,
  onInsert,
}: {
  offers: OfferChoice[];
  fieldLabel: string;
  onInsert: (token: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [offerId, setOfferId] = useState(offers[0]?.id ?? '');
  const [field, setField] = useState<OfferTokenField>('amount');
  const id = useId();
  const offer = offers.find((o) => o.id === offerId);
  if (offers.length === 0) return null;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className={buttonClasses('ghost', 'sm', 'text-xs')}
      >
        <PoundSterling aria-hidden="true" className="h-3.5 w-3.5" /> Insert price
        <span className="sr-only"> into {fieldLabel}</span>
      </button>
      {open && (
        <div id={`${id}-panel`} className="mt-1 grid gap-2 rounded-lg border border-navy-200 bg-navy-50 p-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-offer`} className={labelClass}>
              Offer
            </label>
            <select id={`${id}-offer`} value={offerId} onChange={(e) => setOfferId(e.target.value)} className={fieldClass}>
              {offers.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-field`} className={labelClass}>
              Figure
            </label>
            <select
              id={`${id}-field`}
              value={field}
              onChange={(e) => setField(e.target.value as OfferTokenField)}
              className={fieldClass}
            >
              {OFFER_TOKEN_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {OFFER_TOKEN_LABELS[f].split(' (')[0]}
                </option>
              ))}
            </select>
          </div>
          <p className="text-xs text-navy-700 sm:col-span-2" aria-live="polite">
            {offer && (
              <>
                Shows <strong>{offerFigure(offer, field)}</strong> today, and whatever the Prices page says later.
              </>
            )}
          </p>
          <div className="flex gap-2 sm:col-span-2">
            <button
              type="button"
              className={buttonClasses('default', 'sm')}
              onClick={() => {
                if (!offer) return;
                onInsert(offerToken(offer.id, field));
                setOpen(false);
              }}
            >
              Insert
            </button>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
