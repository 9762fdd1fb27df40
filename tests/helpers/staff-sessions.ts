import type { Kysely } from 'kysely';
import type { Database } from '../../src/lib/server/db/schema.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';

/**
 * Calling admin actions as a signed-in person without Astro: the test file mocks
 * 'astro:actions' (ActionError keeps its code, defineAction returns its definition), imports
 * the action modules and calls each handler with a context holding a real session cookie.
 */
export type Action = { input: { parse(v: unknown): unknown }; handler: (input: unknown, ctx: unknown) => Promise<unknown> };
export type ActionGroup = Record<string, Action>;

export interface Person {
  id: string;
  email: string;
  role: 'owner' | 'staff';
  /** Runs the action as this person: its input is parsed as Astro would. */
  call(action: Action | undefined, input: unknown): Promise<Record<string, unknown>>;
  /** The same, answering the refusal's code ('FORBIDDEN', 'CONFLICT', …) or 'OK'. */
  attempt(action: Action | undefined, input: unknown): Promise<string>;
}

export async function signIn(db: Kysely<Database>, name: string, email: string, role: 'owner' | 'staff'): Promise<Person> {
  const id = await createStaff(db, { email, displayName: name, passwordHash: 'x', role });
  const { token } = await createSession(db, id);
  const ctx = {
    cookies: { get: (n: string) => (n === 'nm_session' ? { value: token } : undefined) },
    locals: { requestId: 'test' },
  };
  const call: Person['call'] = async (action, input) => {
    if (!action) throw new Error('no such action');
    return (await action.handler(action.input.parse(input), ctx)) as Record<string, unknown>;
  };
  return {
    id,
    email,
    role,
    call,
    async attempt(action, input) {
      try {
        await call(action, input);
        return 'OK';
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (!code) throw err;
        return code;
      }
    },
  };
}
