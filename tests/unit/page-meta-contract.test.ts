import { describe, expect, it } from 'vitest';
import { PAGE_META_LIMITS, pageMetaUpdateSchema, searchSnippet } from '../../src/lib/admin/page-meta.ts';
import { fillSectionOfferTokens, validatePageDocument } from '../../src/lib/server/page-content/page-validation.ts';
import { offerTokenValues } from '../../src/lib/page-content/offer-tokens.ts';

const meta = (metaTitle: string, metaDescription: string) =>
  pageMetaUpdateSchema.safeParse({ id: 'm1', metaTitle, metaDescription, shareImageId: null });

describe('the page meta contract', () => {
  it('keeps text past where Google cuts, and refuses it past the hard maximum with a clear message', () => {
    expect(meta('t'.repeat(PAGE_META_LIMITS.titleHard), 'd'.repeat(PAGE_META_LIMITS.descriptionHard)).success).toBe(true);
    const long = meta('t'.repeat(PAGE_META_LIMITS.titleHard + 1), 'd'.repeat(PAGE_META_LIMITS.descriptionHard + 1));
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['metaTitle', 'Meta title: at most 120 characters. Search engines show about half of that; shorten it.'],
      ['metaDescription', 'Meta description: at most 320 characters. Search engines show about half of that; shorten it.'],
    ]);
  });

  it('previews a search result cut at a word boundary with an ellipsis, as Google does', () => {
    expect(searchSnippet('Short and whole.', 60)).toEqual({ shown: 'Short and whole.', cut: false });
    const title = 'Custom Builds, Automations, Integrations and Care Plans for UK Firms | Northmill';
    const s = searchSnippet(title, 60);
    expect(s.cut).toBe(true);
    expect(s.shown).toBe('Custom Builds, Automations, Integrations and Care Plans…');
    expect(s.shown.length).toBeLessThanOrEqual(60);
  });
});

describe('offer tokens in page sections', () => {
  const values = offerTokenValues([{ id: 'rnd', price: 'R&D <£1,000>', timeline: '1 week' }]);

  it('fills rich text with the figure HTML-escaped, and plain text as it is', () => {
    expect(
      fillSectionOfferTokens('richText', { heading: 'From {offer:rnd.price}', body: '<p>{offer:rnd.price}</p>' }, values),
    ).toMatchObject({
      heading: 'From R&D <£1,000>',
      body: '<p>R&amp;D &lt;£1,000&gt;</p>',
    });
  });

  it('refuses a token naming no offer inside rich text, at that field', () => {
    const doc = {
      sections: [
        {
          id: 'rt',
          type: 'richText',
          hidden: false,
          data: { heading: 'Prices', tone: 'paper', body: '<p>From {offer:nope.amount}</p>' },
        },
      ],
    };
    const result = validatePageDocument(doc, values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { path: 'sections.0.data.body', message: expect.stringContaining('{offer:nope.amount} names no offer figure') },
    ]);
    expect(validatePageDocument(doc).ok).toBe(true);
  });
});
