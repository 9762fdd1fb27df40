import { describe, expect, it } from 'vitest';
import { inlineButtonClasses } from '../../scripts/inline-button-classes.ts';
import { buttonClasses } from '../../src/components/ui/button-styles.ts';

// The build writes an island's literal buttonClasses(...) calls out as their strings,
// so an island page keeps the rules of the buttons it has, not of every variant.
type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = inlineButtonClasses().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const run = (code: string, id = '/app/src/components/islands/Example.tsx') => transform.call(context, code, id);

describe('inlineButtonClasses', () => {
  it('replaces calls with literal arguments by the classes they return', () => {
    const code = `<a className={buttonClasses('outline', 'default', 'mt-4')} /><b className={buttonClasses('ghost', 'icon')} />`;
    expect(run(code)?.code).toBe(
      `<a className={${JSON.stringify(buttonClasses('outline', 'default', 'mt-4'))}} />` +
        `<b className={${JSON.stringify(buttonClasses('ghost', 'icon'))}} />`,
    );
  });

  it('leaves calls with other arguments, and files outside the islands, as they are', () => {
    expect(run(`buttonClasses(kind, 'sm')`)).toBeNull();
    expect(run(`buttonClasses('outline')`, '/app/src/components/ui/Button.tsx')).toBeNull();
  });

  it('stops the build on a variant or size that does not exist', () => {
    expect(() => run(`buttonClasses('purple', 'sm')`)).toThrow(/no button variant 'purple'/);
  });
});
