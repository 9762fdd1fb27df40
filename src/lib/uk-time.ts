// Wall-clock time in the UK (GMT in winter, BST in summer) to and from UTC,
// for the newsletter's 'Schedule' field: staff type a UK time, the server
// stores an instant.
const ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DDTHH:mm' as the UK clock shows the instant `ms`. */
export function toUkLocal(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a UK wall-clock time names, or null for a malformed value or a
 * time the clocks skip (01:00-01:59 on the last Sunday of March). In the
 * repeated hour of October the first (BST) reading is taken.
 */
export function fromUkLocal(value: string): Date | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(asUtc)) return null;
  // The UK is UTC+0 or UTC+1: try BST first, then GMT, and keep the one that reads back.
  for (const offsetHours of [1, 0]) {
    const candidate = asUtc - offsetHours * 3_600_000;
    if (toUkLocal(candidate) === value) return new Date(candidate);
  }
  return null;
}

/** '26 Nov 2026, 09:30' in UK time, for labels. */
export function formatUk(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
