// At build time, an island's `buttonClasses('outline', 'default', 'mt-4')`
// with literal arguments becomes the class string it returns. Otherwise every
// island imports button-styles.ts whole, and the server, which keeps the
// stylesheet rules of every word an island's scripts hold
// (build-client-tokens.ts), keeps every variant's rules on every island page:
// the destructive red, the link underline, sizes never shown (0.2-0.4 KB
// gzip on /contact and a blog post, issue 26). A call with any other argument
// is left as it is, and still works.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonClasses,
  type ButtonSize,
  type ButtonVariant,
} from '../src/components/ui/button-styles.ts';

const LITERAL_CALL = /\bbuttonClasses\(\s*'(\w+)'(?:\s*,\s*'(\w+)')?(?:\s*,\s*'([^'\\]*)')?\s*,?\s*\)/g;
const ISLAND_SOURCE = /\/src\/components\/islands\/.+\.tsx$/;

export function inlineButtonClasses(): Plugin {
  return {
    name: 'northmill:inline-button-classes',
    enforce: 'pre',
    transform(code, id) {
      if (!ISLAND_SOURCE.test(id.split('?')[0]!) || !code.includes('buttonClasses(')) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(LITERAL_CALL)) {
        const [call, variant, size = 'default', extra = ''] = match;
        if (!(variant! in BUTTON_VARIANTS) || !(size in BUTTON_SIZES))
          this.error(`${id}: no button variant '${variant}' or size '${size}' in ${call}`);
        const classes = buttonClasses(variant as ButtonVariant, size as ButtonSize, extra);
        out.overwrite(match.index, match.index + call.length, JSON.stringify(classes));
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
