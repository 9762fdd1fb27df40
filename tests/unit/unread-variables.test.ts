import { describe, expect, it } from 'vitest';
import { withoutUnreadTailwindVariables } from '../../src/lib/css/unread-variables.ts';

describe('withoutUnreadTailwindVariables', () => {
  it('drops --tw-* declarations nothing reads, in utilities and in the defaults block', () => {
    const css =
      '@layer properties{*,:before{--tw-font-weight:initial;--tw-leading:initial;--tw-tracking:initial}}' +
      '.font-bold{--tw-font-weight:700;font-weight:700}.tracking-tight{--tw-tracking:-.025em;letter-spacing:-.025em}' +
      '.text-sm{font-size:.875rem;line-height:var(--tw-leading,1.4)}.leading-none{--tw-leading:1;line-height:1}';
    expect(withoutUnreadTailwindVariables(css)).toBe(
      '@layer properties{*,:before{--tw-leading:initial;}}' +
        '.font-bold{font-weight:700}.tracking-tight{letter-spacing:-.025em}' +
        '.text-sm{font-size:.875rem;line-height:var(--tw-leading,1.4)}.leading-none{--tw-leading:1;line-height:1}',
    );
  });

  it('keeps variables that are read, and every variable not of Tailwind', () => {
    const css = '.a{--tw-shadow:0 0 #0000;box-shadow:var(--tw-shadow)}.b{--tick:red;--brand:blue}.c{--tw-x:1}';
    expect(withoutUnreadTailwindVariables(css)).toBe(
      '.a{--tw-shadow:0 0 #0000;box-shadow:var(--tw-shadow)}.b{--tick:red;--brand:blue}.c{}',
    );
  });
});
