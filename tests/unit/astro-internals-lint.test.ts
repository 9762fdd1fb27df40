import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import eslintConfig from '../../eslint.config.js';

// Astro's build output (astro/runtime/*, astro/dist/*) is not an API: src may not import it,
// statically or by a dynamic import() (issue 39), except the one measured read that says so.
const root = path.resolve(import.meta.dirname, '../..');
const configs = eslintConfig as Linter.Config[];
const block = configs.find((c) => c.rules?.['no-restricted-syntax'] && c.rules?.['no-restricted-imports'])!;
const linter = new Linter({ configType: 'flat' });
const lint = (code: string, file = 'src/lib/example.ts') =>
  linter
    .verify(code, [{ ...block, languageOptions: { parser: tseslint.parser } }] as Linter.Config[], {
      filename: path.join(root, file),
    })
    .map((m) => m.message);

describe('no Astro internals in src', () => {
  it('refuses a static import and a dynamic import() of astro/runtime or astro/dist', () => {
    expect(lint("import x from 'astro/runtime/server/astro-island.prebuilt.js';\nvoid x;")).toHaveLength(1);
    expect(lint("export const f = () => import('astro/dist/core/app/index.js');")).toEqual([
      'Astro internals: not a public API (a dynamic import is an import too).',
    ]);
    expect(lint("export const f = () => import('astro/runtime/server/index.js');", 'astro.config.mjs')).toHaveLength(1);
  });

  it("allows Astro's public entry points", () => {
    expect(
      lint(
        "import { defineMiddleware } from 'astro:middleware';\nexport const f = () => import('astro/container');\nvoid defineMiddleware;",
      ),
    ).toEqual([]);
  });
});
