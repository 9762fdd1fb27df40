import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cardTitle, ogAlt, ogKey, type OgCard } from '../../src/lib/server/og/card.ts';
import { renderOgImage } from '../../src/lib/server/og/render.ts';

const card: OgCard = {
  title: 'Custom Builds, Automations & Integrations',
  label: 'Services',
  brand: 'Northmill',
  host: 'northmill.example',
};

describe('share card key', () => {
  it('is the same for the same card and URL-safe', () => {
    expect(ogKey({ ...card })).toBe(ogKey(card));
    expect(ogKey(card)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('changes when the title changes, and with anything else that is drawn', () => {
    const key = ogKey(card);
    expect(ogKey({ ...card, title: 'Custom Builds and Integrations' })).not.toBe(key);
    expect(ogKey({ ...card, title: `${card.title} ` })).not.toBe(key);
    expect(ogKey({ ...card, label: 'Packages' })).not.toBe(key);
    expect(ogKey({ ...card, brand: 'Northmill Software' })).not.toBe(key);
    expect(ogKey({ ...card, host: 'www.northmill.example' })).not.toBe(key);
  });

  it('cannot be forged by moving text between fields', () => {
    expect(ogKey({ ...card, title: 'ab', label: 'c' })).not.toBe(ogKey({ ...card, title: 'a', label: 'bc' }));
  });
});

describe('share card text', () => {
  it('drops the business suffix of a meta title, and only that', () => {
    expect(cardTitle('About Us | Northmill', 'Northmill')).toBe('About Us');
    expect(cardTitle('Lovable | Northmill Ltd', 'Northmill')).toBe('Lovable | Northmill Ltd');
    expect(cardTitle(' | Northmill', 'Northmill')).toBe('Northmill');
  });

  it('describes the card in its alt text', () => {
    expect(ogAlt(card)).toBe('Northmill – Services: Custom Builds, Automations & Integrations');
    expect(ogAlt({ ...card, label: '' })).toBe('Northmill: Custom Builds, Automations & Integrations');
  });
});

describe('share card image', () => {
  it('is a valid 1200×630 PNG', async () => {
    const png = await renderOgImage(card);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Decodes fully (a truncated file would throw here).
    const { info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.width * info.height).toBe(1200 * 630);
  });

  it('sets markup characters as text and fits a very long title', async () => {
    const png = await renderOgImage({ ...card, title: `<b>Tom & "Jerry"</b> ${'very long words '.repeat(30)}`, label: '' });
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws different pixels for a different title', async () => {
    const a = await sharp(await renderOgImage(card))
      .raw()
      .toBuffer();
    const b = await sharp(await renderOgImage({ ...card, title: 'Packages and Pricing' }))
      .raw()
      .toBuffer();
    expect(a.equals(b)).toBe(false);
  });
});
