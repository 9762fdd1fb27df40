// Times staff enter and read in UK time (Europe/London), whatever the zone of the browser or
// server: a <input type="datetime-local"> value ('2026-11-27T09:00') is UK wall-clock time.
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const UK_LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The UK wall-clock reading of an instant, as a datetime-local value. */
export function ukInputValue(at: Date): string {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
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
  // UK time is UTC or UTC+1: try summer time first, so a doubled hour reads as its first.
  for (const offsetHours of [1, 0]) {
    const at = new Date(wall - offsetHours * 3_600_000);
    if (ukInputValue(at) === value) return at;
  }
  return null;
}

/** 'YYYY-MM-DDTHH:mm' as the UK clock shows the instant `ms` (the newsletter's 'Schedule' field). */
export const toUkLocal = (ms: number): string => ukInputValue(new Date(ms));

/** The instant a UK wall-clock time names, or null (see fromUkInput). */
export const fromUkLocal = fromUkInput;

/** '26 Nov 2026, 09:30' in UK time, for labels. */
export function formatUk(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
