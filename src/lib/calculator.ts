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

export interface CarePlanFigure {
  /** Pounds a month. */
  monthly: number;
  /** The offer's price is a starting figure ('From £295/month'). */
  from: boolean;
}

/** The Care Plan's monthly figure from its offer's price ('From £295/month'); null when it names none. */
export function carePlanFigureOf(price: string): CarePlanFigure | null {
  if (!/(\/\s*month|a month|per month|monthly|\/mo\b)/i.test(price)) return null;
  const match = /£\s*([\d,]+(?:\.\d{1,2})?)/.exec(price);
  const pounds = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  return Number.isFinite(pounds) && pounds > 0 ? { monthly: pounds, from: /^\s*from\b/i.test(price) } : null;
}

/**
 * The comparison in words (issue 26): a sentence, never a figure that silently
 * disappears. `saving` is the spec's banner ('Save X over 5 years', shown only
 * when five years cost more than the build); otherwise an honest note.
 */
export function savingsSentence(r: CalculatorResults): { saving: boolean; text: string } {
  if (r.showSavingsBanner)
    return { saving: true, text: `Save ${formatGBP(r.savings)} over 5 years by owning the software instead of renting it.` };
  if (r.monthly <= 0) return { saving: false, text: 'Add what you pay each month to see what a build could save you.' };
  return {
    saving: false,
    text: `At ${formatGBP(r.monthly)} a month, 5 years of these subscriptions cost ${formatGBP(r.fiveYear)}, less than a custom build from ${formatGBP(r.customBuild)}: on cost alone, keeping them is cheaper.`,
  };
}

/** The optional Care Plan line: what five years of subscriptions save against a build plus the plan. */
export function carePlanSentence(r: CalculatorResults, plan: CarePlanFigure): string {
  const withPlan = r.fiveYear - r.customBuild - plan.monthly * 60;
  const name = `the Care Plan (${plan.from ? 'from ' : ''}${formatGBP(plan.monthly)} a month)`;
  if (withPlan > 0) return `With ${name}, you would save ${formatGBP(withPlan)} over 5 years.`;
  if (withPlan === 0) return `With ${name}, 5 years would cost the same as these subscriptions.`;
  return `With ${name}, 5 years would cost ${formatGBP(-withPlan)} more than these subscriptions.`;
}
