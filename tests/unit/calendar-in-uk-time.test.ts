import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import calendarInUkTime from '../../eslint/calendar-in-uk-time.js';

// Calendar arithmetic lives only in src/lib/uk-time.ts (issue 37's review): the lint refuses
// the shapes hand-made day arithmetic takes anywhere else in src/.
const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'calendar-in-uk-time': calendarInUkTime } } },
    rules: { 'local/calendar-in-uk-time': 'error' },
  },
];
const lint = (file: string, code: string) =>
  linter.verify(code, config as never, { filename: path.join(root, file) }).map((m) => m.message);

describe('calendar arithmetic only in uk-time.ts (eslint/calendar-in-uk-time.js)', () => {
  it('refuses the UTC date of an instant, a day read as UTC midnight and the Date calendar fields', () => {
    const file = 'src/lib/admin/proof.ts';
    expect(lint(file, 'const today = new Date().toISOString().slice(0, 10);')).toHaveLength(1);
    expect(lint(file, 'const next = (d: string) => Date.parse(`${d}T00:00:00Z`) + 86_400_000;')).toHaveLength(1);
    expect(lint(file, "const start = new Date('2026-03-29T00:00Z');")).toHaveLength(1);
    expect(lint(file, 'const weekday = new Date().getUTCDay();')).toHaveLength(1);
    expect(lint('src/components/admin/x.tsx', 'const d = new Date(); d.setDate(d.getDate() + 1);')).toHaveLength(2);
  });

  it('allows uk-time.ts itself, instants and durations, and files outside src/', () => {
    expect(lint('src/lib/uk-time.ts', 'const day = new Date().toISOString().slice(0, 10);')).toEqual([]);
    expect(lint('src/lib/server/x.ts', 'const at = new Date(Date.now() + 60_000).toISOString();')).toEqual([]);
    expect(lint('src/lib/server/x.ts', "const when = `${day}T09:00`; const id = 'abc'.slice(0, 10);")).toEqual([]);
    expect(lint('tests/unit/x.test.ts', 'const today = new Date().toISOString().slice(0, 10);')).toEqual([]);
  });
});
