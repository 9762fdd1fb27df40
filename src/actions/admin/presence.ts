// The page and post editors' heartbeat: records this tab and answers who else has the record open.
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { beat as recordBeat, leave } from '../../lib/server/repositories/editor-presence.ts';
import { presenceInput } from '../../lib/admin/presence.ts';
import { mayAttempt } from '../../lib/policy/decide.ts';

export const beat = staffAction({
  action: 'admin.presence.beat',
  changes: 'none',
  input: presenceInput,
  errorMessage: 'Error checking who else is editing',
  handler: async ({ kind, key, tab, leaving }, { db, user }) => {
    // Anyone signed in may send it; only someone who may edit the record learns who else does.
    if (!mayAttempt(user.role, [kind === 'page' ? 'page.read' : 'post.read']))
      throw new ActionError({ code: 'FORBIDDEN', message: 'Your account cannot do that: ask the owner.' });
    if (leaving) {
      await leave(db, user.id, tab);
      return { others: [] };
    }
    const others = await recordBeat(db, { kind, key, tab, staffId: user.id, staffName: user.displayName || user.email });
    return { others: others.map((o) => ({ name: o.name, self: o.self })) };
  },
});
