import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptSecret, encryptSecret, settingsKey, SettingsKeyError } from '../../src/lib/server/email/settings-key.ts';
import { MAIL_PASSWORD_KEY, MAIL_SERVER_KEY, mailSettingsInput } from '../../src/lib/server/email/mail-settings.ts';
import { savedServerOptions } from '../../src/lib/server/email/transport.ts';
import { settingLeftOut } from '../../src/lib/server/site-archive/contents.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { domainAdvice } from '../../src/lib/server/setup/checklist.ts';
import { plainSmtpError } from '../../src/lib/server/email/smtp-answer.ts';

// Issue 38, trap 6: the mail server's password is encrypted at rest under a key the site
// keeps outside the database.
const dir = () => mkdtempSync(path.join(tmpdir(), 'settings-key-'));

describe('the settings key and encrypted secrets', () => {
  it('round-trips a password, and each encryption looks different', async () => {
    const key = await settingsKey({ DATA_DIR: dir() });
    const a = encryptSecret(key, MAIL_PASSWORD_KEY, 'p@ss wörd');
    const b = encryptSecret(key, MAIL_PASSWORD_KEY, 'p@ss wörd');
    expect(a).not.toBe(b);
    expect(a).not.toContain('wörd');
    expect(decryptSecret(key, MAIL_PASSWORD_KEY, a)).toBe('p@ss wörd');
  });

  it('creates DATA_DIR/settings.key once, readable by the site’s user alone, and reads the same key afterwards', async () => {
    const d = dir();
    const key = await settingsKey({ DATA_DIR: d });
    const file = path.join(d, 'settings.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    // A second instance (or a restart: a fresh cache) reads the file rather than writing a new one.
    const again = await settingsKey({ DATA_DIR: `${d}/.` });
    expect(again.equals(key)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('uses SETTINGS_KEY when set, and refuses one that is not 64 hex characters', async () => {
    const hex = 'ab'.repeat(32);
    expect((await settingsKey({ SETTINGS_KEY: hex, DATA_DIR: dir() })).toString('hex')).toBe(hex);
    expect(() => loadConfig({ SETTINGS_KEY: 'short' })).toThrow(/SETTINGS_KEY must be 64 hexadecimal characters/);
  });

  it('refuses a tampered ciphertext, another key, and a ciphertext moved to another setting', async () => {
    const key = await settingsKey({ DATA_DIR: dir() });
    const text = encryptSecret(key, MAIL_PASSWORD_KEY, 'secret');
    const parts = text.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => decryptSecret(key, MAIL_PASSWORD_KEY, tampered)).toThrow(SettingsKeyError);
    expect(() => decryptSecret(Buffer.alloc(32, 7), MAIL_PASSWORD_KEY, text)).toThrow(SettingsKeyError);
    expect(() => decryptSecret(key, 'other_password', text)).toThrow(SettingsKeyError);
    expect(() => decryptSecret(key, MAIL_PASSWORD_KEY, 'plain text')).toThrow(SettingsKeyError);
  });

  it('the site archive leaves the encrypted password out and carries the rest of the mail server', () => {
    expect(settingLeftOut(MAIL_PASSWORD_KEY)).toBe(true);
    expect(settingLeftOut(MAIL_SERVER_KEY)).toBe(false);
  });
});

describe('the mail server form’s checks', () => {
  const good = {
    host: 'smtp.example.co.uk',
    port: '587',
    security: 'starttls',
    fromName: 'Northmill',
    fromAddress: 'hello@northmill.example',
  };
  const message = (input: Record<string, unknown>) =>
    mailSettingsInput.safeParse({ ...good, ...input }).error?.issues[0]?.message;

  it('accepts a usual server, and says in words what is wrong with a bad one', () => {
    expect(mailSettingsInput.parse(good)).toMatchObject({ port: 587, version: 0 });
    // A blank optional box reaches the schema as null from a plain form post (Astro's form parsing).
    expect(mailSettingsInput.parse({ ...good, user: null, replyTo: null })).toMatchObject({
      user: undefined,
      replyTo: undefined,
    });
    expect(message({ host: 'https://smtp.example.co.uk' })).toMatch(/server’s name only/);
    expect(message({ host: '' })).toMatch(/Enter the mail server’s name/);
    expect(message({ port: '70000' })).toMatch(/1 to 65535/);
    expect(message({ port: 'abc' })).toMatch(/port as a number/);
    expect(message({ security: 'ssl3' })).toMatch(/how the connection is secured/);
    expect(message({ fromAddress: 'not-an-address' })).toMatch(/address the e-mail comes from/);
    expect(message({ fromName: 'Evil <x@y>' })).toMatch(/cannot contain/);
    expect(message({ replyTo: 'two@a.example, three@b.example' })).toMatch(/Reply-To/);
  });

  it('turns each security choice into what nodemailer needs', () => {
    const s = { host: 'h', port: 1, fromName: 'n', fromAddress: 'a@b.example', version: 1, updatedAt: '' };
    expect(savedServerOptions({ ...s, security: 'tls' }, undefined)).toMatchObject({ secure: true, requireTLS: false });
    expect(savedServerOptions({ ...s, security: 'starttls', user: 'u' }, 'p')).toMatchObject({
      secure: false,
      requireTLS: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(savedServerOptions({ ...s, security: 'none' }, undefined)).toMatchObject({ ignoreTLS: true });
  });
});

describe('“Your real domain” (setup checklist)', () => {
  it('says in plain words what to ask the host for', () => {
    const text = domainAdvice('http://localhost:4321');
    expect(text).toContain('http://localhost:4321');
    expect(text).toMatch(/Ask whoever hosts the site to: point your domain/);
    expect(text).toMatch(/turn on HTTPS/);
    expect(text).toMatch(/set SITE_URL to that https:\/\/ address/);
  });
});

describe('the test e-mail’s answer in plain words', () => {
  it('names the usual mistakes before the server’s own words', () => {
    expect(plainSmtpError('Invalid login: 535 5.7.8 Username and Password not accepted')).toMatch(
      /^The mail server refused the user name or password\. The server said: Invalid login/,
    );
    expect(plainSmtpError('connect ECONNREFUSED 127.0.0.1:2525')).toMatch(/^Nothing answered at that server name and port/);
    expect(plainSmtpError('getaddrinfo ENOTFOUND smtp.nowhere.example')).toMatch(/^That server name does not exist/);
    expect(plainSmtpError('Greeting never received')).toMatch(/^The mail server did not answer in time/);
    expect(plainSmtpError('140735:error:1408F10B:SSL routines:ssl3_get_record:wrong version number')).toMatch(
      /security does not match/,
    );
    expect(plainSmtpError('550 5.7.1 Sender address rejected')).toMatch(/would not send as that sender address/);
    expect(plainSmtpError('451 Try later')).toBe('The mail server said: 451 Try later.');
  });
});
