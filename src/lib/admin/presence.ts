// Who else has the same page or post open (like WordPress's "is currently editing" notice).
import { z } from 'zod';

/** How often an open editor says it is still there (and learns whether the record changed meanwhile). */
export const PRESENCE_BEAT_MS = 10_000;
/** How long after its last heartbeat an editor still counts as open (two missed beats and a margin). */
export const PRESENCE_TTL_MS = 50_000;

export const presenceInput = z.object({
  kind: z.enum(['page', 'post']),
  key: z.string().min(1).max(64),
  /** A random id per open editor, so one person's two tabs count apart. */
  tab: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  leaving: z.boolean().optional(),
});

export interface PresentEditor {
  name: string;
  self: boolean;
}

/** "Alex Smith is also editing this page." / "You have this page open in another tab too." */
export function presenceMessage(others: PresentEditor[], what: 'page' | 'post'): string {
  const people = [...new Set(others.filter((o) => !o.self).map((o) => o.name))];
  if (people.length > 0) {
    const names = people.length === 1 ? people[0] : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;
    // A page's saves merge field by field (src/lib/admin/merge.ts); a post's older save is refused whole.
    const saves =
      what === 'page'
        ? 'Your saves keep each other’s changes field by field, but a field you both change is yours to choose, so talk before you both change the same part.'
        : 'Saves made from an older version are refused, so nothing is lost, but talk before you both change the same part.';
    return `${names} ${people.length === 1 ? 'is' : 'are'} also editing this ${what}. ${saves}`;
  }
  if (others.some((o) => o.self)) return `You have this ${what} open in another tab or browser too.`;
  return '';
}
