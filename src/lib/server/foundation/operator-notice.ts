// What only the operator can act on (issue 37, finding 10): the first-run
// one-time password, or a generated first password. It is a warning in the log
// when the log shows warnings; with LOG_LEVEL=error or silent it is written to
// stderr as plain lines instead, so no log level can make set-up impossible.
// Never both: the password is printed once.
import type { Logger } from 'pino';

export function tellOperator(
  logger: Logger,
  fields: Record<string, string>,
  message: string,
  stderr: NodeJS.WritableStream = process.stderr,
): void {
  if (logger.isLevelEnabled('warn')) {
    logger.warn(fields, message);
    return;
  }
  const lines = [message, ...Object.entries(fields).map(([k, v]) => `  ${k}: ${v}`)];
  stderr.write(`${lines.join('\n')}\n`);
}
