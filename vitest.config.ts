import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/helpers/longest-first.ts';

// Vitest's own default is one worker fewer than the cores: on two cores, one
// file at a time. Unit files are CPU work, so one per core; integration files
// mostly wait on a database, a child server or a timer, so two per core.
// TEST_WORKERS overrides both.
const cores = availableParallelism();
const workers = (perCore: number) => Number(process.env.TEST_WORKERS) || Math.max(1, cores * perCore);
// Browser-suite servers, one file on each at a time (tests/e2e/server.ts reads the same variable).
const e2eServers = Math.max(1, Number(process.env.E2E_SERVERS) || 1);

export default defineConfig({
  test: {
    // Longest files first, by measured seconds, in CI's fresh clone too (tests/helpers/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers(1),
          // Unit files share a worker's modules instead of importing the app afresh per file:
          // 62 s of CPU became 24 s (112 files, two cores), the same 1,354 tests passing in
          // shuffled orders. What a file changes for itself is undone after it.
          isolate: false,
          // They start beside the build, lint and type-check on two cores: a file's heaviest case
          // (1,000 posts read from one export) took 5 s there. No unit test times anything.
          testTimeout: 30_000,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          // tests/integration/built/ runs the production build (dist/): build first.
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One migrated database per engine for the run; each file copies it (tests/helpers/databases.ts).
          globalSetup: ['tests/helpers/template-databases.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // SQLite files and PostgreSQL databases are per file; files run in parallel.
          fileParallelism: true,
          maxWorkers: workers(2),
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One production server per worker (E2E_SERVERS; npm test sets 2): a file has its
          // server to itself while it runs (tests/e2e/server.ts), the next free one takes the next file.
          fileParallelism: e2eServers > 1,
          maxWorkers: e2eServers,
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Each file starts its own servers (and databases, nginx): one at a time.
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
