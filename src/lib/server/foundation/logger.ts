import pino, { type DestinationStream, type Logger } from 'pino';
import { readableLine } from './log-lines.ts';

export type LogFormat = 'auto' | 'json' | 'pretty';

// One JSON line per event in production (a log collector reads it); on a
// terminal the same events as readable lines. Secrets never reach the log: the
// fields below are redacted wherever they appear, in either format.
export function createLogger(level: string, format: LogFormat = 'auto', out: NodeJS.WritableStream = process.stdout): Logger {
  const tty = (out as { isTTY?: boolean }).isTTY === true;
  const pretty = format === 'pretty' || (format === 'auto' && tty);
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  };
  if (!pretty) return out === process.stdout ? pino(options) : pino(options, out as DestinationStream);
  // In-process and synchronous, like pino's own stdout: no worker thread
  // (pino-pretty runs as one) and nothing lost when the process exits at once.
  const destination: DestinationStream = { write: (line: string) => void out.write(readableLine(line, tty)) };
  return pino(options, destination);
}
