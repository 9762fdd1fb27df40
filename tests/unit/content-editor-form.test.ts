import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as f from '../../src/lib/page-content/fields.ts';
import {
  emptyValue,
  fieldSpec,
  objectFields,
  type ChoiceSpec,
  type FieldSpec,
  type GroupSpec,
  type JsonSchema,
  type ListSpec,
} from '../../src/lib/page-content/editor/form-spec.ts';
import {
  clearErrorsUnder,
  countErrorsUnder,
  errorsByPath,
  getAt,
  moveItem,
  setAt,
} from '../../src/lib/page-content/editor/paths.ts';
import { firstText, itemName, singular } from '../../src/lib/page-content/editor/names.ts';

const schema = z.object({
  heading: f.text('Heading', { max: 80, hint: 'The line visitors read first.' }),
  strap: f.optionalText('Strapline'),
  intro: f.textarea('Introduction', { max: 400 }),
  body: f.richText('Body'),
  link: f.href('Button link'),
  badge: f.icon('Badge icon'),
  photo: f.image('Photo'),
  package: f.offer('Package'),
  tone: f.select(['light', 'dark'], 'Background'),
  featured: f.toggle('Featured'),
  cta: z.object({ label: f.text('Label', { max: 40 }), href: f.href('Link') }),
  cards: f.list(z.object({ title: f.text('Card title'), icon: f.icon() }), 'Cards', { min: 1, max: 6 }),
});
const json = z.toJSONSchema(schema) as JsonSchema;
const fields = objectFields(json);
const byKey = Object.fromEntries(fields.map((s) => [s.key, s])) as Record<string, FieldSpec>;

describe('form generated from a section JSON Schema', () => {
  it('keeps the declared order and reads each x-kind into a control', () => {
    expect(fields.map((s) => [s.key, s.kind])).toEqual([
      ['heading', 'text'],
      ['strap', 'text'],
      ['intro', 'textarea'],
      ['body', 'richText'],
      ['link', 'href'],
      ['badge', 'icon'],
      ['photo', 'image'],
      ['package', 'offer'],
      ['tone', 'select'],
      ['featured', 'boolean'],
      ['cta', 'group'],
      ['cards', 'list'],
    ]);
  });

  it('carries titles, hints, limits and whether a field is required', () => {
    expect(byKey.heading).toMatchObject({
      label: 'Heading',
      hint: 'The line visitors read first.',
      maxLength: 80,
      required: true,
    });
    expect(byKey.strap).toMatchObject({ label: 'Strapline', maxLength: 160, required: false });
    expect(byKey.intro).toMatchObject({ maxLength: 400 });
    expect(byKey.body).toMatchObject({ kind: 'richText', maxLength: 20_000 });
  });

  it('lists the icon names and select values as options', () => {
    expect((byKey.badge as ChoiceSpec).options).toEqual([...f.ICON_NAMES]);
    expect((byKey.tone as ChoiceSpec).options).toEqual(['light', 'dark']);
  });

  it('reads a list item schema and its bounds, and groups of plain objects', () => {
    const cards = byKey.cards as ListSpec;
    expect(cards).toMatchObject({ kind: 'list', label: 'Cards', minItems: 1, maxItems: 6 });
    expect(cards.item.kind).toBe('group');
    expect((cards.item as GroupSpec).fields.map((s) => s.kind)).toEqual(['text', 'icon']);
    expect((byKey.cta as GroupSpec).fields.map((s) => s.label)).toEqual(['Label', 'Link']);
  });

  it('follows $ref into $defs and names untitled fields from their key', () => {
    const root: JsonSchema = {
      type: 'object',
      properties: { ctaLabel: { $ref: '#/$defs/short' } },
      required: ['ctaLabel'],
      $defs: { short: { type: 'string', maxLength: 12 } },
    };
    expect(fieldSpec(root, 'x', true).kind).toBe('group');
    expect(objectFields(root)[0]).toMatchObject({ key: 'ctaLabel', label: 'Cta label', kind: 'text', maxLength: 12 });
  });

  it('starts a new section from values of the right shape', () => {
    const data = emptyValue(fieldSpec(json, '', true)) as Record<string, unknown>;
    expect(data).toMatchObject({ heading: '', body: '', badge: 'Accessibility', photo: null, featured: false, tone: 'light' });
    expect(data.package).toEqual({ offerId: '' });
    expect(data.cards).toEqual([{ title: '', icon: 'Accessibility' }]);
    expect('strap' in data).toBe(false);
  });
});

describe('paths and error mapping', () => {
  const doc = { sections: [{ id: 'hero', data: { items: [{ title: 'A' }, { title: 'B' }] } }] };

  it('reads and writes by path without mutating the original', () => {
    const path = ['sections', 0, 'data', 'items', 1, 'title'] as const;
    expect(getAt(doc, path)).toBe('B');
    const next = setAt(doc, path, 'C');
    expect(getAt(next, path)).toBe('C');
    expect(getAt(doc, path)).toBe('B');
    expect(next.sections[0]?.data.items[0]).toBe(doc.sections[0]?.data.items[0]);
  });

  it('moves list items and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('maps zod issues and a handler dotted path to the same keys', () => {
    const issues = [
      { path: ['sections', 3, 'data', 'items', 2, 'title'], message: 'Enter title.' },
      { path: ['sections.3.data.heading'], message: 'Heading: at most 80 characters.' },
      { path: ['sections', 3, 'data', 'items', 2, 'title'], message: 'Second message is dropped.' },
      { path: ['x'] },
    ];
    const errors = errorsByPath(issues);
    expect(errors).toEqual({
      'sections.3.data.items.2.title': 'Enter title.',
      'sections.3.data.heading': 'Heading: at most 80 characters.',
    });
    expect(errorsByPath([{ path: ['heading'], message: 'm' }], ['sections', 1, 'data'])).toEqual({
      'sections.1.data.heading': 'm',
    });
    expect(countErrorsUnder(errors, ['sections', 3])).toBe(2);
    expect(countErrorsUnder(errors, ['sections', 30])).toBe(0);
    expect(clearErrorsUnder(errors, ['sections', 3, 'data', 'items'])).toEqual({
      'sections.3.data.heading': 'Heading: at most 80 characters.',
    });
  });
});

describe('names the editor reads out', () => {
  it('names untitled list items after their list', () => {
    expect(singular('Packages')).toBe('Package');
    expect(singular('Case studies')).toBe('Case study');
    expect(singular('Figures under the buttons')).toBe('Figure');
    expect(singular('Tracker steps')).toBe('Tracker step');
    expect(singular('Process')).toBe('Item');
  });

  it('picks a title before other text, and never an icon name or HTML', () => {
    const spec = { kind: 'text', key: '', label: 'Card', required: true } as const;
    expect(itemName(spec, { icon: 'CodeXml', body: '<p>x</p>', title: 'Bespoke software' }, 1)).toBe('Card 2: Bespoke software');
    expect(itemName(spec, { icon: 'Rocket', description: 'Fast starts' }, 0)).toBe('Card 1: Fast starts');
    expect(itemName(spec, { icon: 'Rocket' }, 2)).toBe('Card 3');
    expect(firstText('x'.repeat(70))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('the pickable icons', () => {
  it('are one list: every name the schema accepts renders its own lucide icon, not the fallback', async () => {
    const { ICON_NAMES } = await import('../../src/lib/page-content/fields.ts');
    const ICONS = await import('../../src/lib/page-content/icons.ts');
    const { Icon } = await import('../../src/components/ui/Icon.tsx');
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    expect(ICON_NAMES).toEqual(Object.keys(ICONS));
    expect(ICON_NAMES.length).toBeGreaterThan(60);
    // Each name is lucide's own name for the module it comes from.
    for (const name of ICON_NAMES) expect(ICONS[name].displayName).toBe(name);
    const sparkles = renderToStaticMarkup(createElement(Icon, { name: 'Sparkles' }));
    for (const name of ICON_NAMES.filter((n) => n !== 'Sparkles'))
      expect(renderToStaticMarkup(createElement(Icon, { name })), name).not.toBe(sparkles);
    // A name outside the list (an old document, a typo) falls back instead of failing the page.
    expect(renderToStaticMarkup(createElement(Icon, { name: 'NoSuchIcon' }))).toBe(sparkles);
  });
});
