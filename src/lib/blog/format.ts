import { formatUkDate } from '../uk-time.ts';

/** A post's date, e.g. "14 March 2024" (UK date); '' for a missing or unparseable date. */
export function formatPostDate(iso: string | null | undefined): string {
  return iso ? formatUkDate(iso) : '';
}
