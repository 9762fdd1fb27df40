// Issue 37, finding 5: the webhook link accepted internal addresses. The owner is
// told in plain words when saving (or sending a test); deliveries are checked
// again on the address they connect to (tests/integration/enquiry-webhook.test.ts).
import { describe, expect, it } from 'vitest';
import { webhookLinkProblem } from '../../src/lib/server/webhook/settings.ts';
import { webhookSettingsSchema } from '../../src/lib/webhook/settings.ts';

// Every address the outside review saved and was posted to.
const INTERNAL = [
  'http://127.0.0.1:5432/',
  'http://localhost/hook',
  'http://[::1]/hook',
  'http://2130706433/',
  'http://0x7f000001/',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://[fd00::1]/',
  'https://192.168.1.20/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://0.0.0.0/',
];

describe('webhook link when saving', () => {
  it.each(INTERNAL)('refuses %s in words the owner can act on', async (url) => {
    const problem = await webhookLinkProblem(url, undefined);
    expect(problem).toMatch(/^That link leads to .+, on this server or a private network, where the site does not post\./);
    expect(problem).toMatch(/ask whoever runs the server to allow your own receiver/);
  });

  it('accepts a public https link', async () => {
    expect(await webhookLinkProblem('https://93.184.216.34/services/T0/B0/x', undefined)).toBeNull();
  });

  it('asks for https:// when a plain http:// link would cross the internet', async () => {
    expect(await webhookLinkProblem('http://93.184.216.34/hook', undefined)).toMatch(/Use the https:\/\/ link/);
  });

  it('accepts a receiver on a network the operator opened, over http:// too', async () => {
    expect(await webhookLinkProblem('http://127.0.0.1:5432/', '127.0.0.1')).toBeNull();
    expect(await webhookLinkProblem('https://192.168.1.20/hook', '192.168.1.0/24')).toBeNull();
    expect(await webhookLinkProblem('https://192.168.2.20/hook', '192.168.1.0/24')).toMatch(/private network/);
  });

  it('names the other mistakes', async () => {
    expect(await webhookLinkProblem('https://user:secret@93.184.216.34/hook', undefined)).toBe(
      'Use the link without a user name or password in it.',
    );
    expect(await webhookLinkProblem('https://no-such-host.invalid/hook', undefined)).toBe(
      'no-such-host.invalid could not be found. Check the link for a typo.',
    );
    expect(await webhookLinkProblem('ftp://93.184.216.34/', undefined)).toBe(
      'Paste the full webhook link, starting with https://',
    );
  });

  it('the shared form schema checks only the link form (the browser cannot know the server policy)', () => {
    const parse = (url: string) => webhookSettingsSchema.safeParse({ enabled: true, url, format: 'slack', fields: [] }).success;
    expect(parse('https://hooks.slack.com/services/T/B/x')).toBe(true);
    expect(parse('ftp://example.com/')).toBe(false);
    expect(parse('hooks.slack.com/services')).toBe(false);
  });
});
