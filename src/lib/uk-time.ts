// Every date and time the site shows or reads is UK time (Europe/London), whatever the zone of
// the browser or the server: the one place that formats or parses one. Output is built from
// numeric parts and the month names below, so a server render and its hydration in the browser
// agree exactly (ICU builds differ: 'Sep' or 'Sept'). Offsets come from the time-zone database
// through Intl, never from a rule written here.
const ZONE = 'Europe/London';
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const OFFSET = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeZoneName: 'longOffset' });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** A datetime-local value ('2026-11-27T09:00'), read as UK wall-clock time. */
export const UK_LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Clock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const instant = (at: Date | string | number): Date | null => {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** What a UK clock and calendar show at an instant, two digits each (four for the year). */
function ukClock(at: Date): Clock {
  const p = Object.fromEntries(CLOCK.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute! };
}

const dayMonthYear = (c: { year: string; month: string; day: string }, months: string[]) =>
  `${Number(c.day)} ${months[Number(c.month) - 1]} ${c.year}`;

/** '14 Mar 2025, 09:12' in UK time; '' for a value that is not a date. */
export function formatUkDateTime(at: Date | string | number): string {
  const d = instant(at);
  if (!d) return '';
  const c = ukClock(d);
  return `${dayMonthYear(c, SHORT_MONTHS)}, ${c.hour}:${c.minute}`;
}

/** '14 March 2025', the UK date of an instant; '' for a value that is not a date. */
export function formatUkDate(at: Date | string | number): string {
  const d = instant(at);
  return d ? dayMonthYear(ukClock(d), MONTHS) : '';
}

/** '09:12' in UK time (the editor's 'Draft saved' line, the audit log's counts). */
export function formatUkTime(at: Date | string | number): string {
  const d = instant(at);
  if (!d) return '';
  const c = ukClock(d);
  return `${c.hour}:${c.minute}`;
}

/** '14/03/2025 09:12' in UK time: what a UK spreadsheet reads as a date and time. */
export function formatUkNumeric(at: Date | string | number): string {
  const d = instant(at);
  if (!d) return '';
  const c = ukClock(d);
  return `${c.day}/${c.month}/${c.year} ${c.hour}:${c.minute}`;
}

/**
 * A calendar date with no time of day ('2026-03-01', a consent date or a policy's 'last
 * updated'): '1 March 2026', or '1 Mar 2026' short. No zone applies, so none is used.
 */
export function formatCalendarDate(day: string, style: 'long' | 'short' = 'long'): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) return day;
  return dayMonthYear({ year: m[1]!, month: m[2]!, day: m[3]! }, style === 'long' ? MONTHS : SHORT_MONTHS);
}

let lastMinute = Number.NaN;
let lastDay = '';

/**
 * The UK calendar day (YYYY-MM-DD) of an instant: file names, analytics days. The answer for
 * the last minute asked is kept, as the analytics collector asks on every page view.
 */
export function ukDay(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastMinute) {
    const c = ukClock(new Date(ms));
    [lastMinute, lastDay] = [minute, `${c.year}-${c.month}-${c.day}`];
  }
  return lastDay;
}

/** The UK wall-clock reading of an instant, as a datetime-local value. */
export function ukInputValue(at: Date): string {
  const c = ukClock(at);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

/** Minutes UK clocks are ahead of UTC at an instant, from the time-zone database ('GMT+01:00'). */
function ukOffsetMinutes(at: number): number {
  const name = OFFSET.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The instant a UK wall-clock time names, or null: not a date and time, or a time the clocks
 * skip (the last Sunday of March, 01:00-01:59). A time that happens twice (October's last
 * Sunday, 01:00-01:59) is its first, in British Summer Time.
 */
export function fromUkInput(value: string): Date | null {
  const m = UK_LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  // The offsets in force a day either side are the only candidates; the earlier instant wins.
  const candidates = [...new Set([wall - 86_400_000, wall + 86_400_000].map(ukOffsetMinutes))]
    .map((offset) => new Date(wall - offset * 60_000))
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates.find((at) => ukInputValue(at) === value) ?? null;
}

/** Whether a value is a day the calendar has, as YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(value: string): boolean {
  const m = CALENDAR_DAY.exec(value);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === value;
}

/**
 * The calendar day `n` days after (negative: before) a day, as YYYY-MM-DD. Calendar days are
 * counted on the calendar, not in hours, so the clocks changing makes no difference. Every
 * other module asks this one (the lint refuses day arithmetic elsewhere: eslint/calendar-in-uk-time.js).
 */
export function addCalendarDays(day: string, n: number): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n)).toISOString().slice(0, 10);
}

/** The Monday that starts a calendar day's week (weeks run Monday to Sunday in the UK). */
export function mondayOf(day: string): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  const weekday = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

/** The instant a UK calendar day (YYYY-MM-DD) starts: midnight GMT or BST. */
export function ukDayStart(day: string): Date {
  const start = fromUkInput(`${day}T00:00`);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return start;
}

const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/**
 * Text with every ISO timestamp in it read as a UK date ('Restored the version of
 * 2026-11-25T22:38:54.011Z' → '… of 25 Nov 2026, 22:38'): notes and audit values written
 * before they were worded for people still read that way.
 */
export const ukDatesIn = (text: string) =>
  text.replace(ISO_TIMESTAMP, (stamp) => (Number.isNaN(Date.parse(stamp)) ? stamp : formatUkDateTime(stamp)));
