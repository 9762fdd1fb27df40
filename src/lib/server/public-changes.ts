// Side effects declared once (issue 25). A mutation says what it changed that visitors may
// see ('offer 3', 'page home'); after its transaction commits, publishPublicChanges is the one
// place that acts on it: the tags of what changed (route-cache/change-tags.ts) are dropped
// from Astro's route cache on this instance, and the listeners started with the server
// (route-cache/sync.ts) NOTIFY the other instances over PostgreSQL and purge the same tags
// from the CDN. Staff actions declare the kinds they may change (staffAction's `changes`);
// scheduled publishing and the image queue come through here too.
//
// Only the pages that read what changed are dropped: each render is tagged by what it read
// (route-cache/render-tags.ts, called where the data is read), so a price in a page's copy,
// the footer's settings or a picture reach the page's tags without a per-route list.
import type { Logger } from 'pino';
import { invalidatePublicTags } from './route-cache/registry.ts';
import { tagsOfAll } from './route-cache/change-tags.ts';

export type PublicChange =
  | { kind: 'page'; slug: string }
  | { kind: 'post'; id: string | null }
  | { kind: 'offer'; id: string }
  | { kind: 'buildCosts' }
  | { kind: 'pageMeta'; id: string }
  | { kind: 'settings' }
  | { kind: 'calculator' }
  | { kind: 'testimonial'; id: string }
  | { kind: 'caseStudy'; id: string }
  | { kind: 'media'; id: string };

export type PublicChangeKind = PublicChange['kind'];

/** What an action may change on the public site: some kinds, or 'none' (nothing a visitor sees). */
export type PublicChangeDeclaration = readonly PublicChangeKind[] | 'none';

/** 'offer 3', 'page home', 'settings': for logs and the other instances' notices. */
export function describeChange(change: PublicChange): string {
  const { kind, ...rest } = change;
  const id = Object.values(rest)[0];
  return id == null ? kind : `${kind} ${String(id)}`;
}

/** The one caller of invalidatePublicTags: runs after the change is committed. */
export function publishPublicChanges(changes: readonly PublicChange[], logger?: Logger): void {
  if (changes.length === 0) return;
  const tags = tagsOfAll(changes);
  invalidatePublicTags(tags);
  logger?.debug({ changes: changes.map(describeChange), tags }, 'public pages dropped after a change');
}

/**
 * Collects what one mutation changed, refusing a kind it did not declare (a wrong
 * declaration fails at once, in tests and in use), and publishes it once at the end.
 */
export class PublicChanges {
  private readonly recorded: PublicChange[] = [];

  private readonly owner: string;
  private readonly declared: PublicChangeDeclaration;

  constructor(owner: string, declared: PublicChangeDeclaration) {
    this.owner = owner;
    this.declared = declared;
  }

  record = (change: PublicChange): void => {
    if (this.declared === 'none' || !this.declared.includes(change.kind)) {
      throw new Error(`${this.owner} changed ${describeChange(change)} but declares changes: ${JSON.stringify(this.declared)}`);
    }
    this.recorded.push(change);
  };

  get list(): readonly PublicChange[] {
    return this.recorded;
  }

  publish(logger?: Logger): void {
    publishPublicChanges(this.recorded.splice(0), logger);
  }
}
