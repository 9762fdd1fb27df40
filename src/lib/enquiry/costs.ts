// Enquiry-form cost maths (spec points 5 and 9). Only numbers above 0 count.
import { moneyOrZero } from '../money.ts';

/** The default; the live figure is a setting on the Prices page, passed in by the caller. */
export const ENQUIRY_BUILD_REFERENCE = 8000;

export interface CostInput {
  tool: string;
  cost: number | string;
}

/** A positive number of pounds (read as src/lib/money.ts does), or null when the value does not count. */
export function countableCost(value: number | string): number | null {
  const n = moneyOrZero(value);
  return n > 0 ? n : null;
}

export function projections(cost: number | string) {
  const c = countableCost(cost);
  return c === null ? null : { oneYear: c * 12, threeYears: c * 36, fiveYears: c * 60 };
}

export function costTotals(rows: CostInput[], buildCost: number = ENQUIRY_BUILD_REFERENCE) {
  const monthly = rows.reduce((sum, r) => sum + (countableCost(r.cost) ?? 0), 0);
  const fiveYears = monthly * 60;
  const potentialSavings = fiveYears - buildCost;
  return {
    monthly,
    yearly: monthly * 12,
    threeYears: monthly * 36,
    fiveYears,
    /** Shown only when positive. */
    potentialSavings: potentialSavings > 0 ? potentialSavings : null,
  };
}
