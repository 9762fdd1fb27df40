import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import layerBoundaries from '../../eslint/layer-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: { 'local/layer-boundaries': 'error' },
  },
];

function lint(file: string, code: string): string[] {
  return linter.verify(code, config as never, { filename: path.join(root, file) }).map((m) => m.message);
}

describe('layer boundaries (eslint/layer-boundaries.js)', () => {
  it('stops src/lib importing actions, components or pages', () => {
    expect(lint('src/lib/server/admin/x.ts', "import { a } from '../../../actions/admin/enquiries.ts';")).toHaveLength(1);
    expect(lint('src/lib/enquiry/x.ts', "import type { A } from '../../components/islands/contact/types.ts';")).toHaveLength(1);
    expect(lint('src/lib/x.ts', "export * from '../pages/index.astro';")).toHaveLength(1);
  });

  it('is not fooled by a folder of the same name inside src/lib', () => {
    expect(lint('src/lib/server/x.ts', "import { loadBlogList } from './loaders/pages/blog.ts';")).toEqual([]);
    expect(lint('src/lib/x.ts', "import { PUBLIC_PAGES } from './pages.ts';")).toEqual([]);
  });

  it('stops pages and endpoints reaching the runtime, repositories or database', () => {
    expect(lint('src/pages/rss.xml.ts', "import { getRuntime } from '../lib/server/foundation/runtime.ts';")).toHaveLength(1);
    expect(lint('src/pages/admin/x.ts', "import { listStaff } from '../../lib/server/repositories/staff.ts';")).toHaveLength(1);
    expect(lint('src/pages/x.ts', "const m = await import('../lib/server/db/values.ts');")).toHaveLength(1);
    expect(lint('src/pages/rss.xml.ts', "import { loadFeed } from '../lib/server/loaders/blog.ts';")).toEqual([]);
  });

  it('stops loaders reaching db/ or the seed (its copy) except for types', () => {
    const file = 'src/lib/server/loaders/prices.ts';
    expect(lint(file, "import { nowIso } from '../db/values.ts';")).toHaveLength(1);
    expect(lint(file, "import { seedDatabase } from '../seed/seed.ts';")).toHaveLength(1);
    expect(lint(file, "import type { SeedBlogPost } from '../seed/seed-data/blog-posts.ts';")).toEqual([]);
    expect(lint(file, "import { SEED_OFFERS } from '../seed/seed-data/page-content/index.ts';")).toHaveLength(1);
    expect(lint(file, "const m = await import('../seed/seed-data/page-content/index.ts');")).toHaveLength(1);
    expect(lint(file, "import type { Database } from '../db/schema.ts';")).toEqual([]);
    expect(lint(file, "import { listOffers } from '../repositories/offers.ts';")).toEqual([]);
    expect(
      lint('src/lib/server/page-content/seed-copy.ts', "const m = await import('../seed/seed-data/page-content/index.ts');"),
    ).toEqual([]);
  });

  it('keeps foundation/ beneath the other server folders', () => {
    const file = 'src/lib/server/foundation/runtime.ts';
    expect(lint(file, "import { startMailWorker } from '../email/worker.ts';")).toHaveLength(1);
    expect(lint(file, "const m = await import('../process/bootstrap.ts');")).toHaveLength(2);
    expect(lint(file, "import type { Runtime } from '../process/server-process.ts';")).toEqual([]);
    expect(lint(file, "import { createDb } from '../db/create-db.ts';")).toEqual([]);
    expect(lint(file, "import { getSettings } from '../repositories/settings.ts';")).toEqual([]);
    expect(lint(file, "import { parseNetworkList } from '../net/address-policy.ts';")).toEqual([]);
    expect(lint(file, "import { createLogger } from './logger.ts';")).toEqual([]);
    expect(lint(file, "import { ukDay } from '../../uk-time.ts';")).toEqual([]);
  });

  it('lets only entry points import process/', () => {
    const jobs = "import { startBackgroundJobs } from '../process/jobs.ts';";
    expect(lint('src/lib/server/email/test-mail.ts', jobs)).toHaveLength(1);
    expect(lint('src/lib/server/foundation/runtime.ts', jobs)).toHaveLength(2);
    expect(lint('src/actions/enquiry.ts', "import { kickMailWorker } from '../lib/server/process/jobs.ts';")).toHaveLength(1);
    expect(lint('src/lib/server/process/server-process.ts', "import { startBackgroundJobs } from './jobs.ts';")).toEqual([]);
    expect(lint('src/server-main.ts', "import { startServerProcess } from './lib/server/process/server-process.ts';")).toEqual(
      [],
    );
    expect(lint('src/middleware/prepare.ts', "import { ensureReady } from '../lib/server/process/server-process.ts';")).toEqual(
      [],
    );
  });

  it('keeps scripts and support/ out of tests/', () => {
    expect(lint('scripts/bench/run.ts', "import { rawRequest } from '../../tests/helpers/raw-http.ts';")).toHaveLength(1);
    expect(lint('support/smtp.ts', "import { twoDatabases } from '../tests/helpers/databases.ts';")).toHaveLength(1);
    expect(lint('scripts/bench/run.ts', "import { startServer } from '../../support/server.ts';")).toEqual([]);
    expect(lint('tests/e2e/x.test.ts', "import { startServer } from '../../support/server.ts';")).toEqual([]);
  });

  it('lets components take only types from src/lib/server', () => {
    const file = 'src/components/admin/enquiries/shared.tsx';
    expect(lint(file, "import type { Enquiry } from '../../../lib/server/repositories/enquiries.ts';")).toEqual([]);
    expect(lint(file, "import { type Enquiry } from '../../../lib/server/repositories/enquiries.ts';")).toEqual([]);
    expect(lint(file, "import { toEnquiry } from '../../../lib/server/repositories/enquiries.ts';")).toHaveLength(1);
    expect(lint(file, "import { labelOf } from '../../../lib/admin/enquiries.ts';")).toEqual([]);
  });
});
