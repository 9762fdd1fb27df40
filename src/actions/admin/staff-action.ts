import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/server/db/schema.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { requireStaff } from '../../lib/server/auth/guard.ts';
import { auditor, type Audit } from '../../lib/server/foundation/audit.ts';
import { PublicChanges, type PublicChange, type PublicChangeDeclaration } from '../../lib/server/public-changes.ts';
import type { StaffUser } from '../../lib/server/repositories/staff.ts';
import { ADMIN_ACTIONS, type AdminActionName } from '../../lib/permissions.ts';
import { mayAttempt } from '../../lib/policy/decide.ts';
import { PolicyRefusal, withPolicyLedger } from '../../lib/server/foundation/policy.ts';
import { VersionConflict, VersionMissing } from '../../lib/server/versions/save-versioned.ts';
import { conflictError, fieldError } from '../../lib/server/foundation/field-error.ts';

export interface StaffContext {
  user: StaffUser & { sessionId: string };
  db: Kysely<Database>;
  context: ActionAPIContext;
  /** Writes an audit entry as this user (lib/server/foundation/audit.ts). */
  audit: Audit;
  /**
   * Says what this action changed that visitors see ('offer 3'): once the handler is done, its
   * changes are published (lib/server/public-changes.ts). A kind the action did not declare throws.
   */
  changed(change: PublicChange): void;
}

/**
 * An admin action: the session is checked on every call, then the role against the rules the
 * action names in ADMIN_ACTIONS (src/lib/permissions.ts): refused when no state of the record
 * would allow it. The handler's service asks the policy again with the record's state
 * (src/lib/server/foundation/policy.ts); a refusal there is a 403 (another role may) or a 409 (nobody
 * may, in that state), and a handler whose rule depends on the state but never asked fails.
 * The input is validated by zod, unexpected failures become a clean 500 message.
 */
export function staffAction<TSchema extends z.ZodType, TOutput>(opts: {
  /** The action's Astro name ('admin.group.export'); its policy rules come from ADMIN_ACTIONS. */
  action: AdminActionName;
  /**
   * What the action may change that a public page shows, or 'none'. Required: a new action
   * must say, and tests/integration/built/public-changes.test.ts makes each declared change and looks for it.
   */
  changes: PublicChangeDeclaration;
  input: TSchema;
  /** 'form' for plain HTML form posts that work without JavaScript. */
  accept?: 'form' | 'json';
  errorMessage: string;
  handler: (input: z.output<TSchema>, staff: StaffContext) => Promise<TOutput>;
}) {
  const handler = async (input: z.output<TSchema>, context: ActionAPIContext): Promise<TOutput> => {
    const user = await requireStaff(context);
    const rules = ADMIN_ACTIONS[opts.action];
    if (!mayAttempt(user.role, rules)) {
      throw new ActionError({ code: 'FORBIDDEN', message: 'Your account cannot do that: ask the owner.' });
    }
    const { database, logger } = getRuntime();
    const changes = new PublicChanges(opts.action, opts.changes);
    const staff: StaffContext = {
      user,
      db: database.db,
      context,
      audit: auditor(database.db, user),
      changed: changes.record,
    };
    try {
      const run = await withPolicyLedger(opts.action, rules, () => opts.handler(input, staff));
      run.verify();
      return run.value;
    } catch (err) {
      if (err instanceof ActionError) throw err;
      if (err instanceof PolicyRefusal)
        throw new ActionError({ code: err.by === 'role' ? 'FORBIDDEN' : 'CONFLICT', message: err.message });
      // The version check (lib/server/versions/): a save based on an older version.
      if (err instanceof VersionConflict) throw conflictError(err.message, err.info);
      if (err instanceof VersionMissing) throw fieldError('version', err.message);
      logger.error({ err, reqId: context.locals.requestId }, opts.errorMessage);
      throw new ActionError({
        code: 'INTERNAL_SERVER_ERROR',
        message: opts.errorMessage,
      });
    } finally {
      // After the handler, so after its transactions committed; a change recorded before a
      // later step failed was still written, so it is published either way.
      changes.publish(logger);
    }
  };
  // The handler's input is the schema's output; the cast only bridges zod's
  // public types and Astro's zod/v4/core generics.
  return defineAction<TOutput, undefined, TSchema>({
    ...(opts.accept === 'form' ? { accept: 'form' as never } : {}),
    input: opts.input,
    handler: handler as never,
  });
}
