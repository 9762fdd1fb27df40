// The visitor savings calculator's rules (spec points 4, 5 and 9), kept pure
// so the island, the no-JavaScript render and the tests share one definition.
import { moneyOrZero } from './money.ts';

/**
 * The build cost a fresh install compares against: the Launch Build's starting price. Staff change
 * the live figure on the Prices page (site settings); the island receives it as a prop.
 */
export const DEFAULT_BUILD_COST = 8000;

export const MAX_VISIBLE_SUGGESTIONS = 15;
export const DEFAULT_TOOL = { name: 'Monday.com', monthlySpend: 300 } as const;

export interface ToolRow {
  id: string;
  name: string;
  monthlySpend: number;
}

export interface CalculatorResults {
  monthly: number;
  annual: number;
  fiveYear: number;
  customBuild: number;
  savings: number;
  showSavingsBanner: boolean;
}

/** What a row counts for: the same reading as the enquiry form (src/lib/money.ts). */
export function parseMonthlySpend(input: string): number {
  return moneyOrZero(input);
}

export function calculate(rows: Pick<ToolRow, 'monthlySpend'>[], buildCost: number = DEFAULT_BUILD_COST): CalculatorResults {
  const monthly = rows.reduce((sum, r) => sum + (Number.isFinite(r.monthlySpend) ? r.monthlySpend : 0), 0);
  const fiveYear = monthly * 60;
  return {
    monthly,
    annual: monthly * 12,
    fiveYear,
    customBuild: buildCost,
    savings: fiveYear - buildCost,
    showSavingsBanner: fiveYear > buildCost,
  };
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const gbpPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});
/** Whole pounds as '£1,250'; an amount with pence as '£152.40'. */
export function formatGBP(amount: number): string {
  const pence = Math.round(amount * 100);
  return pence % 100 === 0 ? gbp.format(pence / 100) : gbpPence.format(pence / 100);
}

export interface SuggestionView {
  visible: string[];
  moreCount: number;
}

/**
 * All suggestions when the name is empty or exactly a known tool (so the list
 * still helps after a pick); otherwise a case-insensitive substring match.
 */
export function filterSuggestions(name: string, all: string[]): SuggestionView {
  const q = name.trim().toLowerCase();
  const exact = all.some((s) => s.toLowerCase() === q);
  const matches = q === '' || exact ? all : all.filter((s) => s.toLowerCase().includes(q));
  return {
    visible: matches.slice(0, MAX_VISIBLE_SUGGESTIONS),
    moreCount: Math.max(0, matches.length - MAX_VISIBLE_SUGGESTIONS),
  };
}

export function canRemoveRow(rows: unknown[]): boolean {
  return rows.length > 1;
}
