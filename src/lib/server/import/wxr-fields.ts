// The fields of a WordPress item that need reading rather than copying: its status (and whether
// it is skipped), its date (GMT, or UK time when the file gives only that), the path of its old
// address, and the category and tag archives' paths.
import { fromUkInput } from '../../uk-time.ts';
import type { ImportStatus } from './model.ts';
import type { RawItem, RawTerm } from './wxr-parse.ts';

export const SKIPPED_TYPES: Record<string, string> = {
  nav_menu_item: 'menus are not imported: this site’s navigation is its own',
  wp_block: 'reusable blocks are not imported on their own: their content is copied into the posts that use them',
  revision: 'earlier versions of posts are not imported, only the current one',
  oembed_cache: 'these are WordPress’s stored previews of embedded players',
  custom_css: 'theme settings are not imported: this site has its own design',
  customize_changeset: 'theme settings are not imported: this site has its own design',
  wp_template: 'theme settings are not imported: this site has its own design',
  wp_template_part: 'theme settings are not imported: this site has its own design',
  wp_global_styles: 'theme settings are not imported: this site has its own design',
  wp_navigation: 'menus are not imported: this site’s navigation is its own',
  wp_font_family: 'theme settings are not imported: this site has its own design',
  wp_font_face: 'theme settings are not imported: this site has its own design',
  user_request: 'these are privacy requests, which belong to the old site',
};

const WP_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** post_date_gmt as ISO, or post_date read as UK time when the GMT one is missing or zero. */
export function itemDate(gmt: string | undefined, local: string | undefined, notes: string[]): string | null {
  const g = WP_DATE.exec((gmt ?? '').trim());
  if (g && g[1] !== '0000') {
    const at = new Date(`${g[1]}-${g[2]}-${g[3]}T${g[4]}:${g[5]}:${g[6] ?? '00'}Z`);
    if (!Number.isNaN(at.getTime())) return at.toISOString();
  }
  const l = WP_DATE.exec((local ?? '').trim());
  if (!l || l[1] === '0000') return null;
  const reading = `${l[1]}-${l[2]}-${l[3]}T${l[4]}:${l[5]}`;
  const at = fromUkInput(reading);
  if (!at) {
    // The hour UK clocks skip in March: the clock still read GMT, so the time is taken as GMT.
    const gmtReading = new Date(`${reading}:${l[6] ?? '00'}Z`);
    if (Number.isNaN(gmtReading.getTime())) return null;
    notes.push(`The date ${local} falls in the hour UK clocks skip in March; it was read as GMT.`);
    return gmtReading.toISOString();
  }
  notes.push('The file gives no GMT date for this item, so its date was read as UK time.');
  return new Date(at.getTime() + Number(l[6] ?? 0) * 1000).toISOString();
}

export function pathOf(link: string | undefined): string | null {
  if (!link?.trim()) return null;
  try {
    const u = new URL(link.trim(), 'https://old.invalid');
    return `${u.pathname}${u.search}` || '/';
  } catch {
    return null;
  }
}

export interface Mapped {
  status: ImportStatus;
  notes: string[];
}

/** Our status for a WordPress one, or a reason to skip the item. */
export function mapStatus(raw: RawItem, kind: string): Mapped | { skip: string; why: string } {
  const status = raw.fields.get('wp:status') ?? 'publish';
  const notes: string[] = [];
  let mapped: ImportStatus;
  switch (status) {
    case 'publish':
      mapped = 'published';
      break;
    case 'future':
      mapped = 'scheduled';
      break;
    case 'draft':
      mapped = 'draft';
      break;
    case 'pending':
      mapped = 'draft';
      notes.push('It was waiting for review on WordPress; it is a draft here.');
      break;
    case 'private':
      mapped = 'draft';
      notes.push(
        'It was private on WordPress (only signed-in editors could read it), so it is a draft here: this blog has no private posts.',
      );
      break;
    case 'trash':
      return { skip: `${kind} in the bin`, why: 'it was in the WordPress bin' };
    case 'auto-draft':
      return {
        skip: `empty automatic ${kind} draft`,
        why: 'WordPress starts these itself when the editor opens; they hold nothing',
      };
    default:
      return {
        skip: `${kind} with status “${status}”`,
        why: 'only published, scheduled, draft, pending and private items are imported',
      };
  }
  if (raw.fields.get('wp:post_password')) {
    notes.push(
      'It was password-protected on WordPress. It is a draft here, so its text is not made public: this blog has no passwords on posts. Publish it only if it can be read by everyone.',
    );
    mapped = 'draft';
  }
  if (raw.fields.get('wp:is_sticky') === '1') notes.push('It was pinned to the top of the blog on WordPress.');
  return { status: mapped, notes };
}

export function archivePaths(terms: RawTerm[]): { path: string; to: string }[] {
  const parents = new Map<string, string>();
  for (const t of terms) if (t.domain === 'category' && t.parent) parents.set(t.slug, t.parent);
  const paths = new Set<string>();
  for (const t of terms) {
    if (!t.slug) continue;
    if (t.domain === 'post_tag') paths.add(`/tag/${t.slug}/`);
    if (t.domain !== 'category') continue;
    paths.add(`/category/${t.slug}/`);
    const chain = [t.slug];
    for (let p = parents.get(t.slug); p && chain.length < 10 && !chain.includes(p); p = parents.get(p)) chain.unshift(p);
    if (chain.length > 1) paths.add(`/category/${chain.join('/')}/`);
  }
  return [...paths].map((path) => ({ path, to: '/blog' }));
}
