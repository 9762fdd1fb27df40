import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every admin action name, read from the source the way Astro registers
 * them: src/actions/admin/index.ts maps group keys to files, each file's
 * `export const name = staffAction(...)`. A file exporting an action any
 * other way fails the check, so a new action cannot slip past the tests.
 */
export function adminActionNames(root = 'src/actions/admin'): string[] {
  const index = readFileSync(path.join(root, 'index.ts'), 'utf8');
  const groups = [...index.matchAll(/import \* as (\w+) from '\.\/([\w-]+)\.ts'/g)].map((m) => ({
    key: m[1]!,
    file: `${m[2]}.ts`,
  }));
  const names: string[] = [];
  for (const { key, file } of groups) {
    const src = readFileSync(path.join(root, file), 'utf8');
    for (const m of src.matchAll(/export const (\w+)\s*=\s*(\w+)\(\{\s*(?:action:\s*'([\w.]+)')?/g)) {
      const name = `admin.${key}.${m[1]}`;
      // The declared name picks the permission: it must be the real one.
      if (m[2] === 'staffAction' && m[3] !== name) throw new Error(`${file}: ${m[1]} must declare action: '${name}' first`);
      if (m[2] === 'staffAction') names.push(name);
      else if (m[2] === 'defineAction')
        throw new Error(`${file}: ${m[1]} uses defineAction directly; admin actions must use staffAction`);
    }
  }
  const files = readdirSync(root).filter(
    (f) => f.endsWith('.ts') && !['index.ts', 'staff-action.ts', 'versioned.ts'].includes(f),
  );
  for (const f of files) if (!groups.some((g) => g.file === f)) throw new Error(`${f} is not registered in ${root}/index.ts`);
  return names;
}

/**
 * What each admin action declares it may change on the public site (staffAction's `changes`,
 * written straight after `action:`): 'none' or the kinds. An action without one is an error.
 */
export function adminActionChanges(root = 'src/actions/admin'): Map<string, 'none' | string[]> {
  const declared = new Map<string, 'none' | string[]>();
  for (const f of readdirSync(root).filter((n) => n.endsWith('.ts'))) {
    const src = readFileSync(path.join(root, f), 'utf8');
    for (const m of src.matchAll(/staffAction\(\{\s*action:\s*'([\w.]+)',(\s*changes:\s*('none'|\[[^\]]*\]),)?/g)) {
      if (!m[3]) throw new Error(`${f}: ${m[1]} must declare changes: right after its action name`);
      declared.set(m[1]!, m[3] === "'none'" ? 'none' : [...m[3].matchAll(/'(\w+)'/g)].map((k) => k[1]!));
    }
  }
  return declared;
}
