// What a preview of a page document needs beyond the public page's own context: its public
// path (for meta and share image) and, when it holds the enquiry form, the form's options so
// the form renders as visitors will see it.
import { loadContentPreview, type ContentPageData } from './content.ts';
import { loadEnquiryOptions } from './site-context.ts';
import { validatePageDocument } from '../page-content/page-validation.ts';
import type { PageDocument } from '../../page-content/page-document.ts';

export interface ContentPreviewData {
  data: ContentPageData;
  path: string;
  form?: Awaited<ReturnType<typeof loadEnquiryOptions>>;
}

/** Where a content page lives on the public site. */
export const publicPathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

export async function previewOfDocument(slug: string, doc: PageDocument): Promise<ContentPreviewData> {
  const hasForm = doc.sections.some((s) => s.type === 'contactDetails');
  const [data, form] = await Promise.all([loadContentPreview(slug, doc), hasForm ? loadEnquiryOptions() : undefined]);
  return { data, path: publicPathOf(slug), ...(form ? { form } : {}) };
}

/**
 * A preview request's JSON: the frame is navigated by a form post whose `field` holds it (a
 * fetch may send the JSON itself). Null when the body is neither.
 */
export async function readPreviewJson(request: Request, field: string): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/json')) return await request.json();
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const value = (await request.formData()).get(field);
      return typeof value === 'string' ? JSON.parse(value) : null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The page editor's preview request: `{ doc }`. */
export async function readPreviewBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const value = await readPreviewJson(request, 'doc');
  return type.startsWith('application/json') || value === null ? value : { doc: value };
}

/**
 * A document to preview. Sections that do not pass their schema yet are left out (their
 * numbers come back so the preview can say so) rather than rendered half-filled; something
 * that is not even a list of sections previews as an empty page that says so, never an error.
 */
export function previewableDocument(raw: unknown): { doc: PageDocument; left: number[]; unreadable: boolean } {
  let checked = validatePageDocument(raw);
  const left: number[] = [];
  if (!checked.ok && raw && typeof raw === 'object' && Array.isArray((raw as PageDocument).sections)) {
    const bad = new Set(checked.errors.map((e) => Number(e.path.split('.')[1])).filter(Number.isInteger));
    left.push(...[...bad].sort((a, b) => a - b).map((i) => i + 1));
    const sections = (raw as PageDocument).sections.filter((_, i) => !bad.has(i));
    checked = validatePageDocument({ sections });
  }
  return { doc: checked.ok ? checked.doc : { sections: [] }, left, unreadable: !checked.ok };
}
