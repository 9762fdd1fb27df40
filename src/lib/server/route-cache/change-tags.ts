// The tags a declared change drops (public-changes.ts), in the names the reads put on a render
// (cache-tags/tag-names.ts). A page is dropped exactly when it read what changed.
import type { PublicChange } from '../public-changes.ts';
import { tag } from '../cache-tags/tag-names.ts';

/** The tags one declared change drops. */
export function tagsOf(change: PublicChange): string[] {
  switch (change.kind) {
    case 'page':
      return [tag.page(change.slug)];
    case 'post':
      return change.id ? [tag.post(change.id), tag.postLists] : [tag.anyPost, tag.postLists];
    case 'offer':
      return [tag.offer(change.id)];
    case 'buildCosts':
      return [tag.buildCosts];
    case 'pageMeta':
      return [tag.pageMeta(change.id)];
    case 'settings':
      return [tag.settings];
    case 'calculator':
      return [tag.calculator];
    case 'testimonial':
      return [tag.testimonials];
    case 'caseStudy':
      return [tag.caseStudies];
    case 'media':
      return [tag.media(change.id)];
  }
}

/** The tags of several changes, each once. */
export function tagsOfAll(changes: readonly PublicChange[]): string[] {
  return [...new Set(changes.flatMap(tagsOf))];
}
