import { describe, expect, it } from 'vitest';
import { calculate, carePlanFigureOf, carePlanSentence, savingsSentence } from '../../src/lib/calculator.ts';

// Issue 26: the savings figure is a sentence, never one that silently disappears.
describe('the savings sentence', () => {
  it('keeps the spec banner above the build cost', () => {
    const s = savingsSentence(calculate([{ monthlySpend: 300 }], 8000));
    expect(s).toEqual({ saving: true, text: 'Save £10,000 over 5 years by owning the software instead of renting it.' });
  });

  it('says honestly when the subscriptions are cheaper, and at exactly the build cost', () => {
    const below = savingsSentence(calculate([{ monthlySpend: 133 }], 8000));
    expect(below.saving).toBe(false);
    expect(below.text).toBe(
      'At £133 a month, 5 years of these subscriptions cost £7,980, less than a custom build from £8,000: on cost alone, keeping them is cheaper.',
    );
    const equal = savingsSentence(calculate([{ monthlySpend: 100 }], 6000));
    expect(equal.saving).toBe(false);
    expect(equal.text).not.toMatch(/^Save/);
  });

  it('asks for figures when there are none', () => {
    expect(savingsSentence(calculate([{ monthlySpend: 0 }], 8000)).text).toBe(
      'Add what you pay each month to see what a build could save you.',
    );
  });
});

describe('the Care Plan line', () => {
  it("reads the plan's monthly figure from its offer price", () => {
    expect(carePlanFigureOf('From £295/month')).toEqual({ monthly: 295, from: true });
    expect(carePlanFigureOf('£1,250 a month')).toEqual({ monthly: 1250, from: false });
    expect(carePlanFigureOf('£495 per month')).toEqual({ monthly: 495, from: false });
    expect(carePlanFigureOf('From £8,000')).toBeNull(); // a one-off price is no monthly figure
    expect(carePlanFigureOf('Ask us')).toBeNull();
  });

  it('saves, breaks even or costs more, in words', () => {
    const plan = { monthly: 295, from: true };
    expect(carePlanSentence(calculate([{ monthlySpend: 600 }], 8000), plan)).toBe(
      'With the Care Plan (from £295 a month), you would save £10,300 over 5 years.',
    );
    expect(carePlanSentence(calculate([{ monthlySpend: 300 }], 8000), plan)).toBe(
      'With the Care Plan (from £295 a month), 5 years would cost £7,700 more than these subscriptions.',
    );
    expect(carePlanSentence(calculate([{ monthlySpend: 400 }], 6000), { monthly: 300, from: false })).toBe(
      'With the Care Plan (£300 a month), 5 years would cost the same as these subscriptions.',
    );
  });
});
