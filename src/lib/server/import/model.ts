// What an import file holds once read, whichever blog wrote it (WordPress WXR or Ghost JSON).
// The readers (wxr.ts, ghost.ts) produce it; the import job (job.ts) writes it into the site.
// Shared by two pieces of work: change it only by agreement with the lead.

export type ImportSource = 'wordpress' | 'ghost';

/** Where an item stands on the old site, mapped onto ours by the readers. */
export type ImportStatus = 'published' | 'draft' | 'scheduled';

export interface ImportedPicture {
  /** Absolute URL on the old site (or elsewhere). */
  url: string;
  alt: string;
  caption?: string;
}

export interface ImportedItem {
  /** The old system's id (WXR post_id, Ghost id): with the file's fingerprint, it makes a second import of the same file a no-op. */
  sourceId: string;
  kind: 'post' | 'page';
  title: string;
  /** Already lower-case, ASCII-folded, hyphenated and ≤ 80 chars; the job resolves clashes. */
  slug: string;
  status: ImportStatus;
  /** ISO 8601 UTC; the publish date (or the scheduled date for 'scheduled'). */
  publishedAt: string | null;
  /** Plain text. */
  excerpt: string;
  /** Clean HTML, already through our rich-text sanitiser (src/lib/server/... sanitiser). Pictures are <img src="old URL" alt="…">. */
  html: string;
  featuredImage: ImportedPicture | null;
  /** Every picture in html (and the featured one), in order of appearance, deduplicated by URL. */
  pictures: ImportedPicture[];
  categories: string[];
  tags: string[];
  author: string | null;
  /** Old addresses that should answer 301 to this item's new one: paths only ('/2019/05/my-post/', '/?p=123'). */
  oldPaths: string[];
  /** What was changed or dropped on the way in, in plain words for the owner ("A gallery shortcode became a list of 3 pictures", "An <iframe> embed from example.com was removed"). */
  notes: string[];
}

export interface SkippedThing {
  /** 'comment', 'attachment', 'nav_menu_item', 'password-protected post', … */
  what: string;
  count: number;
  why: string;
}

export interface ImportBundle {
  source: ImportSource;
  /** e.g. 'WordPress 6.4 (WXR 1.2)' or 'Ghost 5.x'. */
  generator: string;
  /** The old site's address, when the file says it (WXR base_site_url / Ghost url): pictures on it are fetched. */
  siteUrl: string | null;
  /** sha256 of the file's bytes, hex. */
  fingerprint: string;
  items: ImportedItem[];
  /** Category and tag archive paths on the old site -> the blog's matching listing ('/category/x/' -> '/blog'). */
  archivePaths: { path: string; to: string }[];
  authors: string[];
  skipped: SkippedThing[];
}

/** A file the readers refuse, with the sentence the owner reads. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}
