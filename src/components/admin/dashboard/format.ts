// Labels for the dashboard, built from the YYYY-MM-DD strings themselves so
// the server render never depends on the machine's time zone or ICU data.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-03' → '3 Nov'. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]}`;
}

/** A week by its Monday: 'w/c 3 Nov'. */
export const weekLabel = (monday: string) => `w/c ${dayLabel(monday)}`;

const whole = new Intl.NumberFormat('en-GB');
export const n = (value: number) => whole.format(value);

/** 0.0423 → '4.2%'; null (nothing to divide by) → '–'. */
export function pct(ratio: number | null): string {
  return ratio === null ? '–' : `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}

/** A round, even axis top at or above the largest value (so the half-way label is a whole number), at least 4. */
export function axisMax(values: number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const f of [1, 2, 4, 6, 8, 10]) if (f * step >= max && (f * step) % 2 === 0) return f * step;
  return 10 * step;
}
