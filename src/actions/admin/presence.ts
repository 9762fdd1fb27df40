// The page and post editors' heartbeat: records this tab and answers who else has the record open.
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { beat as recordBeat, leave } from '../../lib/server/repositories/editor-presence.ts';
import { presenceInput } from '../../lib/admin/presence.ts';
import { mayAttempt } from '../../lib/policy/decide.ts';
import { getVersion } from '../../lib/server/repositories/record-versions.ts';
import { formatUkTime } from '../../lib/uk-time.ts';

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
    // The record's current version: an open editor based on an older one learns within a beat that it changed.
    const now = await getVersion(db, kind, key);
    const live = now
      ? { version: now.version, by: now.updatedByName, atLabel: formatUkTime(now.updatedAt), mine: now.updatedBy === user.id }
      : null;
    return { others: others.map((o) => ({ name: o.name, self: o.self })), live };
  },
});
