// What an integration test puts in place of 'astro:actions' to call admin action handlers
// without Astro: `vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'))`.
export class ActionError extends Error {
  code: string;
  constructor(o: { code: string; message: string }) {
    super(o.message);
    this.code = o.code;
  }
}
export const defineAction = (d: unknown) => d;
