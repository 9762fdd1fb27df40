// The policy's questions about a page (src/lib/policy/rules.ts): every way a page changes (a
// draft saved, published, discarded, restored, scheduled or unscheduled) is a move from one
// document to another, judged by the owner-only fields it touches on the way.
import type { PageDocument } from '../../page-content/page-document.ts';
import { pageChange } from '../../policy/states.ts';
import { check, PolicyRefusal, type PolicyActor } from '../foundation/policy.ts';
import type { ContentPage } from '../repositories/content-pages.ts';
import type { ContentResult } from './pages-service.ts';

/**
 * Asks the policy whether `actor` may take the page from each `before` to its `after` (a save,
 * publish, discard, restore or schedule is each such a change: src/lib/policy/rules.ts, the
 * page's states are what it touches). Refused: the owner-only fields it would change, each at
 * its path with `what` happened ('Nothing was published.'), so the editor marks them.
 */
export function pageChangeRefusal(
  actor: PolicyActor,
  verb: 'saveDraft' | 'publish' | 'discard' | 'restore' | 'schedule' | 'unschedule',
  pairs: [PageDocument, PageDocument][],
  what: string,
): Extract<ContentResult<never>, { reason: 'forbidden' }> | undefined {
  const { record, changes } = pageChange(...pairs);
  const decision = check(actor, verb, record);
  if (decision.allowed) return undefined;
  if (changes.length === 0) throw new PolicyRefusal(decision);
  return { ok: false, reason: 'forbidden', errors: changes.map((c) => ({ path: c.path, message: `${c.rule} ${what}` })) };
}

/**
 * The policy's question for restoring a revision over a page: a save of the revision's words
 * over the live page and over the draft it replaces, so an old owner price is the owner's to
 * bring back (issue 37, finding 2).
 */
export function restoreRefusal(actor: PolicyActor, page: ContentPage, doc: PageDocument, what: string) {
  const pairs: [PageDocument, PageDocument][] = [[page.published, doc]];
  if (page.draft) pairs.push([page.draft, doc]);
  return pageChangeRefusal(actor, 'restore', pairs, what);
}
