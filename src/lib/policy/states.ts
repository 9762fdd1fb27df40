// A record's state as the policy reads it, from the record itself: one function per kind of
// record whose rules depend on it. The server asks with these; the admin UI asks the same.
import type { PageDocument } from '../page-content/page-document.ts';
import { ownerOnlyChanges, type OwnerOnlyChange } from '../page-content/owner-only-fields.ts';
import type { PolicyRecord } from './decide.ts';

export type IssueStatus = 'draft' | 'scheduled' | 'queuing' | 'queued';

const ISSUE_STATES = { draft: 'draft', scheduled: 'scheduled', queuing: 'sending', queued: 'sent' } as const;

/** A newsletter issue (or 'new' before it exists). */
export const issueRecord = (issue: { status: IssueStatus } | null): PolicyRecord<'newsletterIssue'> => ({
  type: 'newsletterIssue',
  state: issue ? ISSUE_STATES[issue.status] : 'new',
});

/** A blog post: binned, then live with a date to come (scheduled), live, or a draft; 'new' before it exists. */
export function postRecord(
  post: { published: boolean; publishedAt: string | null; deletedAt?: string | null } | null,
  now = Date.now(),
): PolicyRecord<'post'> {
  if (!post) return { type: 'post', state: 'new' };
  if (post.deletedAt) return { type: 'post', state: 'binned' };
  if (!post.published) return { type: 'post', state: 'draft' };
  return { type: 'post', state: post.publishedAt && Date.parse(post.publishedAt) > now ? 'scheduled' : 'published' };
}

/** A testimonial or case study: draft or published; 'new' before it exists. */
export const proofRecord = <T extends 'testimonial' | 'caseStudy'>(
  type: T,
  row: { status: 'draft' | 'published' } | null | undefined,
): PolicyRecord<T> => ({ type, state: (row ? row.status : 'new') as PolicyRecord<T>['state'] });

/** A staff account: the signed-in person's own, someone else's, or 'new'. */
export const staffAccountRecord = (actorId: string, targetId: string | null): PolicyRecord<'staffAccount'> => ({
  type: 'staffAccount',
  state: targetId === null ? 'new' : targetId === actorId ? 'self' : 'other',
});

/** What a page change touches (owner-only-fields.ts decides which fields are which). */
export function pageChangeStates(changes: readonly OwnerOnlyChange[]): PolicyRecord<'page'>['state'] {
  const states: ('ordinary' | 'offerFigures' | 'bookingLinks')[] = ['ordinary'];
  if (changes.some((c) => c.kind === 'offerFigures')) states.push('offerFigures');
  if (changes.some((c) => c.kind === 'bookingLinks')) states.push('bookingLinks');
  return states;
}

/**
 * A page going from one document to another (a draft saved, published, discarded, restored or
 * scheduled), with the owner-only fields that change on the way. Several pairs when the change
 * replaces more than one document (a restore replaces the live page and the draft).
 */
export function pageChange(...pairs: [PageDocument, PageDocument][]): {
  record: PolicyRecord<'page'>;
  changes: OwnerOnlyChange[];
} {
  const seen = new Set<string>();
  const changes = pairs
    .flatMap(([before, after]) => ownerOnlyChanges(before, after))
    .filter((c) => !seen.has(c.path) && seen.add(c.path));
  return { record: { type: 'page', state: pageChangeStates(changes) }, changes };
}

const CHANGE_WORDS = { offerFigures: 'a price or timeline the owner set', bookingLinks: 'where a button sends people' } as const;

/** 'a price or timeline the owner set and where a button sends people': what owner-only changes touch. */
export function ownerOnlySummary(changes: readonly OwnerOnlyChange[]): string {
  return [...new Set(changes.map((c) => c.kind))].map((k) => CHANGE_WORDS[k]).join(' and ');
}
