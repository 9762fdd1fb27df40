import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { readableLine } from '../../src/lib/server/foundation/log-lines.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk, _e, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => chunks.join('') };
}

describe('log lines', () => {
  it('are JSON when stdout is not a terminal (production) and readable on one', () => {
    const prod = sink(false);
    createLogger('info', 'auto', prod.out).warn({ email: 'ruth@harwood.co.uk' }, 'Created the first staff account.');
    expect(JSON.parse(prod.text())).toMatchObject({
      level: 40,
      msg: 'Created the first staff account.',
      email: 'ruth@harwood.co.uk',
    });

    const tty = sink(true);
    createLogger('info', 'auto', tty.out).warn(
      { email: 'ruth@harwood.co.uk', password: 'hunter2' },
      'Created the first staff account.',
    );
    const line = tty.text();
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d \S*WARN \S* ?Created the first staff account\. {2}email=ruth@harwood\.co\.uk password=\[redacted\]\n$/,
    );
    expect(line).not.toContain('hunter2');
    expect(() => JSON.parse(line)).toThrow();
  });

  it('LOG_FORMAT overrides the terminal guess', () => {
    const forced = sink(false);
    createLogger('info', 'pretty', forced.out).info('Server listening');
    expect(forced.text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}Server listening\n$/);
    const json = sink(true);
    createLogger('info', 'json', json.out).info('Server listening');
    expect(JSON.parse(json.text())).toMatchObject({ msg: 'Server listening' });
  });

  it('keeps an error stack on the lines below and quotes values with spaces', () => {
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: '2026-11-26T00:41:07.000Z',
        msg: 'mail worker tick failed',
        path: '/a b',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    const clock = new Date('2026-11-26T00:41:07.000Z').toTimeString().slice(0, 8);
    expect(line).toBe(`${clock} ERROR mail worker tick failed  path="/a b"\n    Error: boom\n        at x\n`);
    expect(readableLine('not json')).toBe('not json\n');
  });
});
