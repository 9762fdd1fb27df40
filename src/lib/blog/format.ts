// Dates are shown in UK English and UK time on the server and in the browser
// alike, so a render and its hydration always agree.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** e.g. "14 March 2024"; '' for a missing or unparseable date. */
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : LONG_DATE.format(d);
}
