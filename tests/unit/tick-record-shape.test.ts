import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const KEEPER = fileURLToPath(new URL('../../src/lib/server/tick-record-shape.ts', import.meta.url));

/**
 * Runs a child Node that (optionally) keeps a tick record, lets full garbage
 * collections run while the tick queue is empty (an idle server), makes more
 * nextTicks, and prints V8's feedback for nextTick. Returns the states of the
 * record's property definitions ('MONOMORPHIC' is the fast path).
 */
function feedbackAfterIdleCollections(keep: boolean): string[] {
  const script = `
    ${
      keep
        ? `const { keepTickRecordShape } = await import(${JSON.stringify(KEEPER)});
    if (!keepTickRecordShape()) throw new Error('no record kept');`
        : ''
    }
    const idle = () => new Promise((r) => setTimeout(r, 5));
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 50; i++) process.nextTick(() => {});
      await idle();
      globalThis.gc();
      await idle();
    }
    for (let i = 0; i < 50; i++) process.nextTick(() => {});
    await idle();
    eval('%DebugPrint(process.nextTick)');
  `;
  const child = spawnSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return [...child.stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('keeping a nextTick record alive', () => {
  it('without it, a full collection while idle sends nextTick to the slow path (the problem it fixes)', () => {
    const states = feedbackAfterIdleCollections(false);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('with it, nextTick keeps its fast path across idle full collections', () => {
    const states = feedbackAfterIdleCollections(true);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states.every((s) => s === 'MONOMORPHIC')).toBe(true);
  });

  it('holds one record and does nothing on a second call', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(KEEPER)}); console.log(m.keepTickRecordShape(), m.keepTickRecordShape());`,
      ],
      { encoding: 'utf8' },
    );
    expect(child.stdout.trim()).toBe('true true');
  });
});
