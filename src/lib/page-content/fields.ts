/*
 * Field kinds for structured page content.
 *
 * Every section schema is built from these helpers, so one zod schema does three jobs:
 * the server validates a saved section with it, `z.toJSONSchema()` turns it into the form the
 * admin editor generates (titles, hints, limits and the `x-kind` key survive the conversion), and
 * the seed is checked against it. The editor reads `x-kind` to pick a control:
 *   text · textarea · richText · href · icon · image · offer · list · boolean · select
 * Keep meta keys JSON-serialisable: the editor island receives the JSON Schema, never zod.
 */
import { z } from 'zod';
import { checkUrl } from '../blog/url-policy.ts';
import { withoutNul } from '../nul.ts';
import * as ICONS from './icons.ts';

export type FieldKind = 'text' | 'textarea' | 'richText' | 'href' | 'icon' | 'image' | 'offer' | 'list' | 'boolean' | 'select';

interface FieldOptions {
  /** One line under the label in the editor. */
  hint?: string;
  max?: number;
}

const NUL_MESSAGE = 'Remove the invisible control character.';

function baseString(title: string, max: number, required: boolean) {
  const s = z.string().trim().max(max, `${title}: at most ${max} characters.`).refine(withoutNul, NUL_MESSAGE);
  return required ? s.refine((v) => v.length > 0, `Enter ${title.toLowerCase()}.`) : s;
}

/** A single line. Required unless `optional` is used. */
export function text(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 160, true).meta({ title, description: o.hint, 'x-kind': 'text' });
}

export function optionalText(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 160, false)
    .optional()
    .meta({ title, description: o.hint, 'x-kind': 'text' });
}

/** An in-page anchor or key: lowercase letters, digits and hyphens. */
export function anchor(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 40, true)
    .refine((v) => /^[a-z][a-z0-9-]*$/.test(v), 'Use lowercase letters, digits and hyphens, starting with a letter.')
    .meta({ title, description: o.hint, 'x-kind': 'text' });
}

/** Several lines of plain text, may be left empty. */
export function optionalTextarea(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 1200, false)
    .optional()
    .meta({ title, description: o.hint, 'x-kind': 'textarea' });
}

/** Several lines of plain text (paragraph breaks kept, no markup). */
export function textarea(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 1200, true).meta({ title, description: o.hint, 'x-kind': 'textarea' });
}

/**
 * HTML from the rich-text editor. The schema only bounds it; the server runs the posts' sanitiser
 * (src/lib/server/blog/sanitize.ts) over every richText value before it is stored.
 */
export function richText(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 20_000, true).meta({ title, description: o.hint, 'x-kind': 'richText' });
}

/** A link: a site path (/contact, /blog#x), an in-page #anchor, or a safe scheme (http, https, mailto, tel). */
export function href(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 500, true)
    .refine(
      (v) => v.startsWith('#') || checkUrl(v, 'href') !== null,
      'Use a site path such as /contact, or an https:, mailto: or tel: link.',
    )
    .meta({ title, description: o.hint, 'x-kind': 'href' });
}

/** A link that may be left empty (a button that opens the booking page needs none). */
export function optionalHref(title: string, o: FieldOptions = {}) {
  return baseString(title, o.max ?? 500, false)
    .refine(
      (v) => v === '' || v.startsWith('#') || checkUrl(v, 'href') !== null,
      'Use a site path such as /contact, or an https:, mailto: or tel: link.',
    )
    .optional()
    .meta({ title, description: o.hint, 'x-kind': 'href' });
}

/** Icons staff can pick (lucide-react names, listed once in `icons.ts`). Rendered on the server; no icon code ships. */
export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as [IconName, ...IconName[]];

export function icon(title = 'Icon') {
  return z.enum(ICON_NAMES, { message: 'Pick an icon from the list.' }).meta({ title, 'x-kind': 'icon' });
}

/**
 * A picture from the media library. Alt text lives on the media record (required there, or the
 * image is marked decorative), so a section stores only the id. `null` = no picture.
 */
export function image(title = 'Image', o: FieldOptions = {}) {
  return z
    .object({ mediaId: z.string().min(1).max(64) })
    .nullable()
    .meta({ title, description: o.hint, 'x-kind': 'image' });
}

/** A picture a section may go without: older documents lack the key, newer ones may hold null. */
export function optionalImage(title = 'Image', o: FieldOptions = {}) {
  return z
    .object({ mediaId: z.string().min(1).max(64) })
    .nullable()
    .optional()
    .meta({ title, description: o.hint, 'x-kind': 'image' });
}

/** A picture the item cannot go without (a team member's photo, a client's logo). */
export function requiredImage(title = 'Image', o: FieldOptions = {}) {
  return z
    .object({ mediaId: z.string().min(1).max(64) }, { error: `Choose ${title.toLowerCase()} from the media library.` })
    .meta({ title, description: o.hint, 'x-kind': 'image' });
}

/**
 * A reference to an offer record (a package or service). The figures come from the record, so a
 * price changed once changes everywhere; an override is explicit and the editor shows it beside
 * the base figure. The Prices view lists every override.
 */
export function offer(title = 'Offer') {
  return z
    .object({
      offerId: z.string().min(1).max(64),
      priceOverride: baseString('Price shown here', 80, false).optional(),
      timelineOverride: baseString('Timeline shown here', 80, false).optional(),
    })
    .meta({ title, 'x-kind': 'offer' });
}

/** An ordered list the editor lets staff add to, remove from and reorder (keyboard and drag). */
export function list<T extends z.ZodType>(item: T, title: string, o: { min?: number; max?: number; hint?: string } = {}) {
  const min = o.min ?? 0;
  const max = o.max ?? 24;
  return z
    .array(item)
    .min(min, `${title}: keep at least ${min}.`)
    .max(max, `${title}: at most ${max}.`)
    .meta({ title, description: o.hint, 'x-kind': 'list' });
}

export function toggle(title: string, o: FieldOptions = {}) {
  return z.boolean().meta({ title, description: o.hint, 'x-kind': 'boolean' });
}

export function select<const T extends readonly [string, ...string[]]>(values: T, title: string, o: FieldOptions = {}) {
  return z.enum(values).meta({ title, description: o.hint, 'x-kind': 'select' });
}
