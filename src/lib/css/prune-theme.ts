// Tailwind declares every theme variable the site's utilities use in one
// `:root,:host{…}` block; a page's trimmed stylesheet keeps the whole block
// although its own rules use a third of it (~0.5 KB gzip on every page).
// This drops the declarations nothing on the page can read: not the kept CSS,
// not another kept variable, not the page's markup or scripts (`words`).

const THEME_BLOCK = /(@layer theme\{:root,:host\{)([^{}]*)\}/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

export function pruneThemeVariables(css: string, words: Set<string>): string {
  const match = THEME_BLOCK.exec(css);
  if (!match) return css;
  const declarations = match[2]!.split(';').filter(Boolean);
  const outside = css.slice(0, match.index) + css.slice(match.index + match[0].length);

  const needed = new Set<string>();
  for (const [, name] of outside.matchAll(VAR_REFERENCE)) needed.add(name!);
  // Tailwind reads `--text-sm--line-height` beside `--text-sm` by name; keep a used name's suffixed kin.
  const nameOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
  const wanted = (name: string) =>
    needed.has(name) || words.has(name) || [...needed].some((used) => name.startsWith(`${used}--`));
  // Variables read by other kept variables (`--default-font-family: var(--font-sans)`), to a fixed point.
  let grew = true;
  while (grew) {
    grew = false;
    for (const declaration of declarations) {
      if (!wanted(nameOf(declaration))) continue;
      for (const [, name] of declaration.matchAll(VAR_REFERENCE))
        if (!needed.has(name!)) {
          needed.add(name!);
          grew = true;
        }
    }
  }
  const kept = declarations.filter((declaration) => wanted(nameOf(declaration)));
  return css.slice(0, match.index) + match[1] + kept.join(';') + '}' + css.slice(match.index + match[0].length);
}
