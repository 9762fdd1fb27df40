import pino, { type Logger } from 'pino';

// One JSON line per event on stdout. Secrets never reach the log: the fields
// below are redacted wherever they appear.
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  });
}
