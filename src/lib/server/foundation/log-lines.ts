// Turns one pino JSON line into what a person at a terminal wants to read:
//   00:41:07 WARN  Created the first staff account.  email=owner@example.com
// Time, level and message first, then the other fields as key=value; an error
// keeps its stack on the lines below. Used only when stdout is a terminal
// (or LOG_FORMAT=pretty); production logs stay JSON.
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[41;97m' };

function show(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

export function readableLine(json: string, colour = false): string {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { time, level, msg, err, ...rest } = event;
  // The terminal's own clock (the machine's time zone), as a person reading it expects; the JSON keeps UTC.
  const clock = typeof time === 'string' && !Number.isNaN(Date.parse(time)) ? new Date(time).toTimeString().slice(0, 8) : '';
  const lvl = typeof level === 'number' ? (LEVELS[level] ?? String(level)) : String(level);
  const paint =
    colour && typeof level === 'number' && COLOURS[level] ? (s: string) => `${COLOURS[level]}${s}\x1b[0m` : (s: string) => s;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${show(v)}`)
    .join(' ');
  let line = `${clock} ${paint(lvl)} ${typeof msg === 'string' ? msg : ''}${fields ? `  ${fields}` : ''}`;
  if (err && typeof err === 'object') {
    const e = err as { message?: string; stack?: string };
    line += `\n${(e.stack ?? e.message ?? JSON.stringify(err)).replace(/^/gm, '    ')}`;
  }
  return `${line.trimEnd()}\n`;
}
