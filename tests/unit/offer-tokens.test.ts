import { describe, expect, it } from 'vitest';
import {
  amountOf,
  fillOfferTokens,
  offerTokenValues,
  offerTokensIn,
  poundsOf,
  unknownOfferTokens,
} from '../../src/lib/page-content/offer-tokens.ts';

const values = offerTokenValues([
  { id: 'launch-build', price: 'From £8,000', timeline: '3-6 weeks' },
  { id: 'care-plan', price: 'From £295/month', timeline: 'Rolling monthly' },
  { id: 'migration', price: 'Fixed quote', timeline: '2-6 weeks' },
]);

describe('offer tokens', () => {
  it('fills price, amount and timeline from the offer', () => {
    expect(
      fillOfferTokens(
        'Launch Build: {offer:launch-build.price}; starts from {offer:launch-build.amount}, {offer:launch-build.timeline}. Care from {offer:care-plan.amount} a month.',
        values,
      ),
    ).toBe('Launch Build: From £8,000; starts from £8,000, 3-6 weeks. Care from £295 a month.');
  });

  it('reads the amount and the pounds inside a price', () => {
    expect(amountOf('From £8,500')).toBe('£8,500');
    expect(amountOf('Fixed quote')).toBe('Fixed quote');
    expect(poundsOf('From £8,500 one-time')).toBe(8500);
    expect(poundsOf('From £5k')).toBe(5000);
    expect(poundsOf('Fixed quote')).toBeUndefined();
  });

  it('escapes the figure for rich text and leaves unknown tokens as written', () => {
    const odd = offerTokenValues([{ id: 'x', price: '<b>£1</b>', timeline: '' }]);
    expect(fillOfferTokens('<p>{offer:x.price}</p>', odd, (s) => s.replace(/</g, '&lt;'))).toBe('<p>&lt;b>£1&lt;/b></p>');
    expect(fillOfferTokens('From {offer:nope.price}', values)).toBe('From {offer:nope.price}');
  });

  it('names every token that points at no offer or no field, typos included', () => {
    expect(
      unknownOfferTokens('{offer:launch-build.price} {offer:launch-bild.price} {offer:care-plan.cost} {offer:}', values),
    ).toEqual(['{offer:launch-bild.price}', '{offer:care-plan.cost}', '{offer:}']);
    expect(unknownOfferTokens('No tokens, {business} is another kind.', values)).toEqual([]);
    expect(offerTokensIn('{offer:care-plan.amount} and {offer:launch-build.timeline}')).toEqual([
      { offerId: 'care-plan', field: 'amount' },
      { offerId: 'launch-build', field: 'timeline' },
    ]);
  });
});
