// The entity declarations (src/lib/shapes/) and what derives from them: row columns, forms, labels.
import { describe, expect, it } from 'vitest';
import {
  columnName,
  emptyRecord,
  fieldHints,
  fieldLabels,
  formRecord,
  formValues,
  pickFields,
  postedValues,
} from '../../src/lib/shapes/fields.ts';
import { settingsSecurityFields, siteSettingsFields } from '../../src/lib/shapes/settings.ts';
import { EMPTY_TESTIMONIAL, testimonialRecordFields } from '../../src/lib/shapes/testimonial.ts';
import { EMPTY_CASE_STUDY, caseStudyFields, caseStudyRecordFields } from '../../src/lib/shapes/case-study.ts';
import { offerFigureFields, offerFields, offerFiguresInput, offerRevisionFields } from '../../src/lib/shapes/offer.ts';
import { rowCodec } from '../../src/lib/server/db/row-shape.ts';
import { mediaDetailFields, mediaRecordFields } from '../../src/lib/shapes/media.ts';
import { postFields, postRevisionFields, postRowFields } from '../../src/lib/shapes/post.ts';
import { EXISTING_BLOG_POSTS, PUBLIC_SEED_POSTS } from '../../src/lib/server/seed/seed-data/blog-posts.ts';
import { seedPostToInput } from '../../src/lib/server/seed/post-input.ts';
import { emptyForm, formToPayload } from '../../src/components/admin/blog/post-form.ts';
import { DEFAULT_POST_CATEGORY } from '../../src/lib/blog/categories.ts';
import { SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';

const launch = SEED_OFFERS.find((o) => o.id === 'launch-build')!;

describe('offer shape', () => {
  it('names the offers table columns as the migrations made them', () => {
    const codec = rowCodec(offerFields);
    expect(codec.columns).toEqual([
      'kind',
      'name',
      'subtitle',
      'price',
      'price_note',
      'timeline',
      'description',
      'bullets',
      'sort_order',
    ]);
  });

  it('writes a row the dialects store and reads it back as the record', () => {
    const codec = rowCodec(offerFields);
    const { id, ...fields } = launch;
    const row = codec.write(fields);
    expect(row.bullets).toBe(JSON.stringify(launch.bullets));
    expect(row.price_note).toBe(launch.priceNote);
    // PostgreSQL returns JSON parsed and may return a count as a string; an unknown kind reads as the first.
    expect(codec.read({ ...row, bullets: launch.bullets, sort_order: String(launch.sortOrder) })).toEqual(fields);
    expect(codec.read({ ...row, kind: 'mystery' }).kind).toBe('package');
    expect(codec.patch({ priceNote: 'from' })).toEqual({ price_note: 'from' });
    expect(id).toBe('launch-build');
  });

  it('accepts every seeded offer, so a seeded version can be restored', () => {
    for (const o of SEED_OFFERS) expect(offerFields.safeParse(o).success, o.id).toBe(true);
  });

  it('keeps a revision in declaration order whatever order the record came in', () => {
    const shuffled = Object.fromEntries(Object.entries(launch).reverse()) as typeof launch;
    expect(Object.keys(pickFields(offerRevisionFields, shuffled))).toEqual(Object.keys(offerRevisionFields.shape));
    expect(fieldLabels(offerRevisionFields).bullets).toBe('What is included');
  });

  it('derives the Prices form: values, posted values and the record they stand for', () => {
    const values = formValues(offerFigureFields, launch);
    expect(values).toEqual({
      price: launch.price,
      priceNote: launch.priceNote,
      timeline: launch.timeline,
      bullets: launch.bullets.join('\n'),
    });
    const posted = postedValues(offerFigureFields, (k) => (k === 'bullets' ? ' One \r\n\nTwo ' : k));
    expect(formRecord(offerFigureFields, posted)).toEqual({
      price: 'price',
      priceNote: 'priceNote',
      timeline: 'timeline',
      bullets: ['One', 'Two'],
    });
  });

  it('validates the form input with the declaration: an empty note is allowed, an empty price is not', () => {
    const input = { id: 'x', price: ' £1 ', priceNote: null, timeline: '1 week', bullets: ['a\nb'] };
    expect(offerFiguresInput.parse(input)).toEqual({
      id: 'x',
      price: '£1',
      priceNote: '',
      timeline: '1 week',
      bullets: ['a', 'b'],
    });
    const refused = offerFiguresInput.safeParse({ ...input, price: null });
    expect(refused.error?.issues[0]?.message).toBe('Enter the price, e.g. From £8,000.');
  });
});

describe('testimonial and case-study shapes', () => {
  it('name the columns as the migrations made them', () => {
    expect(rowCodec(testimonialRecordFields).columns).toEqual([
      'name',
      'role',
      'company',
      'quote',
      'highlight',
      'consent_date',
      'illustrative',
      'photo_media_id',
      'sort_order',
      'status',
    ]);
    expect(rowCodec(caseStudyRecordFields).columns).toEqual([
      'slug',
      'title',
      'client',
      'sector',
      'summary',
      'problem',
      'built',
      'results',
      'stack',
      'quote',
      'quote_by',
      'cover_media_id',
      'status',
      'sample',
    ]);
  });

  it('stores an empty optional text as null and reads SQLite flags and JSON text back', () => {
    const codec = rowCodec(caseStudyRecordFields);
    const row = codec.write({ ...EMPTY_CASE_STUDY, quote: '', coverMediaId: '', status: 'draft', sample: false });
    expect([row.quote, row.cover_media_id, row.results]).toEqual([null, null, '[{"figure":"","label":""}]']);
    const t = rowCodec(testimonialRecordFields).read({
      ...EMPTY_TESTIMONIAL,
      illustrative: 1,
      photo_media_id: '',
      status: 'gone',
    });
    expect([t.illustrative, t.photoMediaId, t.status]).toEqual([true, null, 'draft']);
  });

  it('starts a new form empty, from the declaration', () => {
    expect(EMPTY_TESTIMONIAL).toEqual({
      name: '',
      role: '',
      company: '',
      quote: '',
      highlight: '',
      consentDate: null,
      illustrative: false,
      photoMediaId: null,
      sortOrder: 100,
    });
    expect(emptyRecord(caseStudyFields)).toMatchObject({ results: [], stack: [], quote: null, coverMediaId: null, slug: '' });
  });
});

describe('media shape', () => {
  it('names the media table columns as the migrations made them', () => {
    expect([...rowCodec(mediaRecordFields).columns].sort()).toEqual(
      [
        'alt',
        'decorative',
        'title',
        'focal_x',
        'focal_y',
        'sha256',
        'mime',
        'width',
        'height',
        'bytes',
        'original_filename',
        'variants_status',
        'created_by',
      ].sort(),
    );
    expect(fieldLabels(mediaDetailFields)).toMatchObject({ alt: 'Alt text', focalX: 'Focal point (across)' });
  });
});

describe('post shape', () => {
  it('names the blog_posts columns as the migrations made them (the dates are the repository’s)', () => {
    expect(rowCodec(postRowFields).columns).toEqual([
      'title',
      'slug',
      'excerpt',
      'content',
      'author',
      'category',
      'tags',
      'featured',
      'published',
      'meta_title',
      'meta_description',
      'cover_media_id',
      'share_image_id',
    ]);
  });

  it('reads every seeded post’s words back unchanged, so their revisions compare and restore', () => {
    for (const seed of [...PUBLIC_SEED_POSTS, ...EXISTING_BLOG_POSTS]) {
      const words = pickFields(postRevisionFields, seedPostToInput(seed));
      expect(postRevisionFields.parse(words), seed.slug).toEqual(words);
    }
  });

  it('starts the editor from the declaration and sends every field back', () => {
    expect(emptyForm('Sam')).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      author: 'Sam',
      category: DEFAULT_POST_CATEGORY,
      tags: [],
      featured: false,
      published: false,
      publishedAt: '',
      metaTitle: '',
      metaDescription: '',
      coverMediaId: null,
      shareImageId: null,
    });
    expect(Object.keys(formToPayload(emptyForm('Sam'))).sort()).toEqual(Object.keys(postFields.shape).sort());
  });
});

describe('settings shape', () => {
  it('keys each stored setting by its field, as the seed and older installs wrote them', () => {
    expect(Object.keys(siteSettingsFields.shape).map(columnName)).toEqual([
      'business_name',
      'business_phone',
      'business_email',
      'business_address',
      'business_type',
      'company_number',
      'vat_number',
      'registered_office',
      'booking_url',
      'enquiry_inbox',
      'retention_months',
      'audit_retention_months',
    ]);
  });

  it('sends the owner’s form as the action expects: months as numbers', () => {
    const posted = {
      bookingUrl: 'https://cal.example',
      enquiryInbox: 'a@b.co',
      retentionMonths: '24',
      auditRetentionMonths: '36',
    };
    expect(formRecord(settingsSecurityFields, posted)).toEqual({ ...posted, retentionMonths: 24, auditRetentionMonths: 36 });
    expect(fieldHints(settingsSecurityFields).bookingUrl).toBe("Where 'Book a call' buttons go (opens in a new tab).");
  });
});
