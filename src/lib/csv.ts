// CSV writing for staff exports: RFC 4180 quoting plus the OWASP defence
// against spreadsheet formula injection. Pure, so it is unit-tested directly.
// Dates in cells are UK time as a spreadsheet reads them: formatUkNumeric (uk-time.ts).
import { ukDay } from './uk-time.ts';

/** Makes Excel read the file as UTF-8 (so '£' survives). */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 record separator. */
export const CSV_EOL = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet treats a cell starting with one of these as a formula (or, for
// tab and carriage return, may strip them and then do so).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes an apostrophe to text a spreadsheet would run as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV field. Text is neutralised, then quoted when it holds a comma,
 * double quote, CR or LF (quotes doubled). Numbers and booleans are data we
 * produced ourselves and are written as they are, so -5 stays a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A whole document: optional BOM, header row, rows, CRLF after every record. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>, { bom = true } = {}): string {
  let out = (bom ? CSV_BOM : '') + csvRow(header) + CSV_EOL;
  for (const row of rows) out += csvRow(row) + CSV_EOL;
  return out;
}

/** 'enquiries-2025-03-14.csv': the export's file name for today (UK date). */
export const csvFilename = (prefix: string, now = new Date()): string => `${prefix}-${ukDay(now)}.csv`;
