// The suite's file order: within each project, longest first, by the seconds a full run measured
// (tests/file-seconds.json, written by scripts/dev/file-seconds.ts), so the last files a worker
// starts are short ones and the workers finish together. Vitest orders by its cache of the last
// run, which a fresh clone (CI) does not have: there it ran the largest files first, and the
// browser suite's files that mostly wait (a heartbeat, a schedule) came last, holding the run
// open with the cores idle. A file the list does not know yet runs first (it may be long).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../..');
const measured = JSON.parse(readFileSync(path.join(ROOT, 'tests/file-seconds.json'), 'utf8')) as Record<string, number>;

const secondsOf = (spec: TestSpecification) =>
  measured[`${spec.project.name}:${path.relative(ROOT, spec.moduleId)}`] ?? Number.POSITIVE_INFINITY;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files); // groups and projects in Vitest's order
    const rank = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0 || a.project.name !== b.project.name) return rank.get(a)! - rank.get(b)!;
      return secondsOf(b) - secondsOf(a) || rank.get(a)! - rank.get(b)!;
    });
  }
}
