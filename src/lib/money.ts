// One reading of a typed monthly amount for the calculator, the enquiry
// form's cost rows (in the browser) and the enquiry schema (on the server),
// so a figure the page projected is never refused on submit.
//
// Decision: pence are kept (SaaS prices such as £12.50 or £9.99 are common);
// more than two decimal places is refused rather than silently rounded.

export const MAX_MONTHLY_POUNDS = 1_000_000;

export const MONEY_MESSAGES = {
  format: 'Enter a monthly cost in pounds, such as 120 or 12.50.',
  exponent: "Enter the amount in plain digits, such as 1000, not '1e3'.",
  pence: 'Use at most two decimal places (pence).',
  negative: 'Costs cannot be negative.',
  max: 'Costs must be £1,000,000 a month or less.',
} as const;

export type MoneyResult = { ok: true; pounds: number | null } | { ok: false; message: string };

// Digits with optional thousands commas (1,250) and up to two decimals; a
// trailing point (what someone mid-way through typing '12.' has) is accepted.
const PLAIN = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * Pounds (to the penny) from what a visitor typed; null for an empty field.
 * An optional leading '£' and surrounding spaces are ignored.
 */
export function parseMoney(input: string | number): MoneyResult {
  const text = (typeof input === 'number' ? (Number.isFinite(input) ? String(input) : 'x') : input).trim().replace(/^£\s*/, '');
  if (text === '') return { ok: true, pounds: null };
  if (/^-/.test(text)) return { ok: false, message: MONEY_MESSAGES.negative };
  if (/e/i.test(text) && /\d/.test(text)) return { ok: false, message: MONEY_MESSAGES.exponent };
  if (!PLAIN.test(text) || !/\d/.test(text)) return { ok: false, message: MONEY_MESSAGES.format };
  const [, decimals = ''] = text.split('.');
  if (decimals.length > 2) return { ok: false, message: MONEY_MESSAGES.pence };
  const pence = Math.round(Number(text.replace(/,/g, '')) * 100);
  if (pence > MAX_MONTHLY_POUNDS * 100) return { ok: false, message: MONEY_MESSAGES.max };
  return { ok: true, pounds: pence / 100 };
}

/** The amount to count: 0 for an empty or refused entry. */
export function moneyOrZero(input: string | number): number {
  const r = parseMoney(input);
  return r.ok ? (r.pounds ?? 0) : 0;
}
