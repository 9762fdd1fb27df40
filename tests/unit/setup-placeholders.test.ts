import { describe, expect, it } from 'vitest';
import { isDramaPhoneNumber, isPlaceholderEmail, isPlaceholderHost, isRealSiteUrl } from '../../src/lib/setup/placeholders.ts';

describe('illustrative values the setup checklist looks for', () => {
  it('knows a reachable domain from a placeholder', () => {
    for (const h of [
      'localhost',
      '127.0.0.1',
      'northmill.example',
      'www.example.com',
      'shop.test',
      'box.local',
      '[::1]',
      'intranet',
    ])
      expect([h, isPlaceholderHost(h)]).toEqual([h, true]);
    for (const h of ['www.harwood.co.uk', 'northmill.uk', 'example.co.uk']) expect([h, isPlaceholderHost(h)]).toEqual([h, false]);
  });

  it('needs https and a real domain for SITE_URL', () => {
    expect(isRealSiteUrl('https://www.harwood.co.uk')).toBe(true);
    expect(isRealSiteUrl('http://www.harwood.co.uk')).toBe(false);
    expect(isRealSiteUrl('http://localhost:4321')).toBe(false);
    expect(isRealSiteUrl('https://www.northmill.example')).toBe(false);
  });

  it('spots the sample e-mail and Ofcom drama phone numbers', () => {
    expect(isPlaceholderEmail('hello@northmill.example')).toBe(true);
    expect(isPlaceholderEmail('hello@harwood.co.uk')).toBe(false);
    expect(isDramaPhoneNumber('0161 496 0123')).toBe(true);
    expect(isDramaPhoneNumber('+44 161 496 0999')).toBe(true);
    expect(isDramaPhoneNumber('0161 496 1123')).toBe(false);
    expect(isDramaPhoneNumber('01706 555 123')).toBe(false);
  });
});
