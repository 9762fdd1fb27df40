// A page that differs from one visitor to the next only by a few values (the
// /contact form's idempotency key and signed form token) is rendered with
// placeholders where those values go, and every answer is that markup with
// fresh values filled in. The markup, trimmed stylesheet and policy of a plain
// GET are kept per public-pages generation, so later visits skip the render:
// a render of /contact cost ~13 ms of the event loop, a filled copy well
// under 1 ms. What is kept holds only placeholders, never a visitor's value:
// each answer is a new string with its own values, made here.
import { createHash, randomBytes } from 'node:crypto';
import { publicChangeCount } from '../route-cache/registry.ts';

/** Set by a page that rendered placeholders (its value names the template); stripped here. */
export const VISITOR_TEMPLATE_HEADER = 'x-northmill-visitor-template';

/** One per-visitor value: what stands in for it in the markup and how a fresh one is made. */
export interface VisitorSlot {
  placeholder: string;
  fresh(): string | Promise<string>;
}

export interface VisitorTemplate {
  name: string;
  slots: VisitorSlot[];
}

/**
 * A placeholder no page content can contain: random per process, and only
 * letters and digits, so HTML and JSON escaping leave it as it is.
 */
export const placeholder = (name: string) => `nmvisitor${name}${randomBytes(12).toString('hex')}`;

interface Kept {
  generation: number;
  storedAt: number;
  status: number;
  headers: [string, string][];
  /** The markup's bytes split at the placeholders: parts[0] slot[0] parts[1] … (copied, never encoded again). */
  parts: Buffer[];
  /** For each gap between parts, which slot's value goes there. */
  gaps: VisitorSlot[];
  etag: boolean;
}

/** By path: one template per page (a page without a query); a few pages use one. */
const kept = new Map<string, Kept>();
const MAX_KEPT = 20;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function split(html: string, slots: VisitorSlot[]): { parts: Buffer[]; gaps: VisitorSlot[] } {
  const byPlaceholder = new Map(slots.map((s) => [s.placeholder, s]));
  const pattern = new RegExp(slots.map((s) => escapeRegExp(s.placeholder)).join('|'), 'g');
  const parts: Buffer[] = [];
  const gaps: VisitorSlot[] = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(Buffer.from(html.slice(from, match.index), 'utf8'));
    gaps.push(byPlaceholder.get(match[0])!);
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(from), 'utf8'));
  return { parts, gaps };
}

/** The markup with a fresh value for each slot (the same value wherever one slot appears). */
async function fill(template: Pick<Kept, 'parts' | 'gaps' | 'status' | 'headers' | 'etag'>): Promise<Response> {
  const values = new Map<VisitorSlot, string>();
  for (const slot of new Set(template.gaps)) values.set(slot, await slot.fresh());
  const pieces = [template.parts[0]!];
  for (let i = 0; i < template.gaps.length; i++) pieces.push(Buffer.from(values.get(template.gaps[i]!)!), template.parts[i + 1]!);
  const body = Buffer.concat(pieces);
  const headers = new Headers(template.headers);
  // As withEtag (etag.ts) gives any HTML page: a strong ETag of these bytes.
  if (template.etag) headers.set('ETag', `"${createHash('sha1').update(body).digest('base64url')}"`);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: template.status, headers });
}

/** A filled copy of the kept template for this path, or null (none kept, or out of date). */
export function fromVisitorTemplate(path: string, maxAgeMs: number): Promise<Response> | null {
  const template = kept.get(path);
  if (!template) return null;
  if (template.generation !== publicChangeCount() || Date.now() - template.storedAt > maxAgeMs) {
    kept.delete(path);
    return null;
  }
  return fill(template);
}

/**
 * A rendered response with its placeholders filled. When `keepFor` is given
 * (a plain GET of `path`, rendered within `generation`) a 200 is kept for the
 * next visits. A response no page marked is returned as it is.
 */
export async function fillVisitorValues(
  response: Response,
  templates: VisitorTemplate[],
  keepFor?: { path: string; generation: number; maxAgeMs: number },
): Promise<Response> {
  const name = response.headers.get(VISITOR_TEMPLATE_HEADER);
  if (name === null) return response;
  const template = templates.find((t) => t.name === name);
  // A page marked with a template nobody registered would send its placeholders: a bug, never shipped.
  if (!template) throw new Error(`no visitor template called ${name}`);
  const html = await response.text();
  const headers = [...response.headers].filter(([k]) => !/^(x-northmill-visitor-template|etag|content-length)$/i.test(k));
  const { parts, gaps } = split(html, template.slots);
  const made = { status: response.status, headers, parts, gaps, etag: response.headers.has('ETag') };
  if (
    keepFor &&
    keepFor.maxAgeMs > 0 &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    keepFor.generation === publicChangeCount()
  ) {
    if (kept.size >= MAX_KEPT && !kept.has(keepFor.path)) kept.clear();
    kept.set(keepFor.path, { ...made, generation: keepFor.generation, storedAt: Date.now() });
  }
  return fill(made);
}
