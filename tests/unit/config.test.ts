import { describe, expect, it } from 'vitest';
import { ConfigError, isHttps, loadConfig } from '../../src/lib/server/foundation/config.ts';

describe('configuration', () => {
  it('has obviously fictional defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 4321, HOST: 'localhost', BUSINESS_NAME: 'Northmill', DATA_DIR: './data', RATE_LIMITS: 'on' });
    expect(c.BUSINESS_EMAIL.endsWith('.example')).toBe(true);
    expect(c.BUSINESS_PHONE).toMatch(/^0161 496 0\d{3}$/); // Ofcom's drama range
    expect(c.BUSINESS_ADDRESS).toContain('Rochdale');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(isHttps(c)).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ SITE_URL: 'ftp://x' }, /^Invalid configuration: SITE_URL /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a URL starting with postgres: or postgresql:/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL /],
    [{ BOOKING_URL: 'http://insecure.example' }, /^Invalid configuration: BOOKING_URL must be an https URL/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters/],
    [{ ENQUIRY_INBOX: 'nobody' }, /^Invalid configuration: ENQUIRY_INBOX /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ MAIL_FROM: 'Website <not an address>' }, /^Invalid configuration: MAIL_FROM /],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a full production setup', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_URL: 'https://www.northmill.example',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      SMTP_URL: 'smtps://u:p@smtp.example.net:465',
      MAIL_FROM: 'Northmill <web@northmill.example>',
      TRUST_PROXY: '1',
    });
    expect(isHttps(c)).toBe(true);
    expect(c.PORT).toBe(8080);
  });
});
