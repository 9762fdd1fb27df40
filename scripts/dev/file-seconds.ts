// Writes tests/file-seconds.json from the last `npm test` (test-results/<project>.json): how long
// each test file took, which the suite's sequencer runs longest first (tests/helpers/longest-first.ts).
// Run it after a full run when files were added or changed much; a file it does not list runs first.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const seconds: Record<string, number> = {};
for (const project of ['unit', 'integration', 'e2e', 'faults']) {
  const report = JSON.parse(readFileSync(path.join(ROOT, `test-results/${project}.json`), 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  for (const file of report.testResults)
    seconds[`${project}:${path.relative(ROOT, file.name)}`] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(ROOT, 'tests/file-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/file-seconds.json: ${Object.keys(sorted).length} files`);
