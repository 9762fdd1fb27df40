import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import eslintConfig from '../../eslint.config.js';
import { PublicChanges, describeChange, publishPublicChanges } from '../../src/lib/server/public-changes.ts';
import { onPublicTagsInvalidated, publicChangeCount } from '../../src/lib/server/route-cache/registry.ts';

// Side effects declared once (issue 25): one mechanism drops cached pages for a declared change,
// and the lint refuses a hand-made invalidation or audit insert anywhere else in src/.

const root = path.resolve(import.meta.dirname, '../..');

describe('the public-change mechanism (lib/server/public-changes.ts)', () => {
  it('publishes what a mutation recorded once, after it, and tells the listeners (other instances, the CDN)', () => {
    const heard: (readonly string[])[] = [];
    const stop = onPublicTagsInvalidated((tags) => heard.push(tags));
    const changes = new PublicChanges('admin.prices.updateOffer', ['offer']);
    const before = publicChangeCount();
    changes.record({ kind: 'offer', id: 'launch-build' });
    changes.record({ kind: 'offer', id: 'care-plan' });
    expect(publicChangeCount()).toBe(before);
    changes.publish();
    expect(publicChangeCount()).toBe(before + 1);
    // Only the two offers' tags: the pages that read them, not every page.
    expect(heard).toEqual([['offer:launch-build', 'offer:care-plan']]);
    // Published once: a second call has nothing left.
    changes.publish();
    publishPublicChanges([]);
    expect(publicChangeCount()).toBe(before + 1);
    stop();
  });

  it('refuses a change the action did not declare', () => {
    expect(() => new PublicChanges('admin.staff.create', 'none').record({ kind: 'settings' })).toThrow(
      'admin.staff.create changed settings but declares changes: "none"',
    );
    expect(() => new PublicChanges('admin.blog.save', ['post']).record({ kind: 'page', slug: 'home' })).toThrow(/page home/);
  });

  it('names a change the way the logs and the issue do', () => {
    expect(describeChange({ kind: 'offer', id: '3' })).toBe('offer 3');
    expect(describeChange({ kind: 'page', slug: 'home' })).toBe('page home');
    expect(describeChange({ kind: 'post', id: null })).toBe('post');
    expect(describeChange({ kind: 'settings' })).toBe('settings');
  });
});

describe('no hand-made side effects (eslint.config.js)', () => {
  // The repository's own block and rule, with only a TypeScript parser: the whole config takes seconds to load.
  const configs = eslintConfig as Linter.Config[];
  const block = configs.find((c) => c.rules?.['local/side-effects-once'])!;
  const plugins = configs.find((c) => c.plugins?.local)!.plugins!;
  const linter = new Linter({ configType: 'flat' });
  const config = [{ ...block, plugins, languageOptions: { parser: tseslint.parser } }] as Linter.Config[];
  const lint = async (file: string, code: string) =>
    linter
      .verify(code, config, { filename: path.join(root, file) })
      .filter((m) => m.ruleId === 'local/side-effects-once' || m.fatal)
      .map((m) => m.message);

  it('refuses invalidatePublicTags and the audit insert outside the two modules that own them', async () => {
    const code = [
      "import { invalidatePublicTags } from '../../lib/server/route-cache/registry.ts';",
      "import { writeAudit } from '../../lib/server/repositories/audit.ts';",
      "invalidatePublicTags(['site']);",
      'void writeAudit;',
    ].join('\n');
    expect(await lint('src/actions/admin/blog.ts', code)).toHaveLength(2);
    expect(await lint('src/lib/server/page-content/pages-service.ts', code.replaceAll('../../lib/server/', '../'))).toHaveLength(
      2,
    );
  });

  it('refuses them by a dynamic import(), a namespace import, a re-export or a query on audit_log (issue 37)', async () => {
    const file = 'src/lib/server/repositories/draft-authors.ts';
    expect(await lint(file, "const { writeAudit } = await import('./audit.ts');\nvoid writeAudit;")).toHaveLength(1);
    expect(await lint(file, "const m = await import('../route-cache/registry.ts');\nm.invalidatePublicTags([]);")).toHaveLength(
      1,
    );
    expect(await lint(file, "import * as audit from './audit.ts';\nvoid audit;")).toHaveLength(1);
    expect(await lint(file, "export { writeAudit as write } from './audit.ts';")).toHaveLength(1);
    expect(await lint(file, "export * from '../route-cache/registry.ts';")).toHaveLength(1);
    const insert = "await db.insertInto('audit_log').values({}).execute();\nawait db.updateTable('audit_log').set({}).execute();";
    expect(await lint(file, insert)).toHaveLength(2);
    // The audit repository itself writes its table; reading it is anyone's.
    expect(await lint('src/lib/server/repositories/audit.ts', insert)).toEqual([]);
    expect(await lint(file, "await db.selectFrom('audit_log').selectAll().execute();")).toEqual([]);
  });

  it('allows reading the log and the change count, and the owners themselves', async () => {
    const reads = [
      "import { listAudit } from '../../lib/server/repositories/audit.ts';",
      "import { publicChangeCount } from '../../lib/server/route-cache/registry.ts';",
      'void listAudit;',
      'void publicChangeCount;',
    ].join('\n');
    expect(await lint('src/actions/admin/staff.ts', reads)).toEqual([]);
    expect(
      await lint(
        'src/lib/server/public-changes.ts',
        "import { invalidatePublicTags } from './route-cache/registry.ts';\ninvalidatePublicTags([]);",
      ),
    ).toEqual([]);
    expect(
      await lint('src/lib/server/foundation/audit.ts', "const { writeAudit } = await import('../repositories/audit.ts');"),
    ).toEqual([]);
  });
});
