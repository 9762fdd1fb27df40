// Where a V8 CPU profile's (--cpu-prof) time went: the functions with the
// most time of their own, and those with the most time including what they
// call (each sample counted once per function on its stack), in ms and in
// per cent of the busy (non-idle) time.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules\/(?:@[^/]+\/)?[^/]+|dist\/server)\//, '$1/').replace(/^file:\/\//, '');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

export function summariseProfile(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(garbage collector)') gc += ms;
    if (IDLE.has(name) && name !== '(garbage collector)') return;
    busy += ms;
    const own = label(node);
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const l = label(byId.get(at)!);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + ms);
    }
  });
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([l, ms]) => `  ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${l}`);
  return [
    `busy ${busy.toFixed(0)} ms (garbage collection ${gc.toFixed(0)} ms)`,
    'self time:',
    ...rows(self),
    'including callees:',
    ...rows(inclusive),
  ].join('\n');
}

if (import.meta.main)
  console.log(summariseProfile(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Profile, Number(process.argv[3] ?? 25)));
