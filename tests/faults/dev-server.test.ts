// `npm run dev` runs the production pipeline's background work: the
// development server (astro dev, hot reload) migrates, seeds and starts the
// mail worker itself, so an enquiry's notification leaves the outbox and
// reaches SMTP without any production build or start script. Its pages carry
// the production policy's directives too (with a nonce: dev-policy.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { acknowledgedId, enquiryForm, formToken, postEnquiry, waitFor } from './helpers.ts';

describe('the development server', () => {
  let dev: ChildProcess | undefined;
  let smtp: TestSmtp | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nm-dev-'));
  const logs: string[] = [];

  afterAll(async () => {
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((r) => dev!.once('exit', r));
      process.kill(-dev.pid, 'SIGTERM'); // npm, its shell and astro: the group this test started
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends an enquiry notification through its own mail worker', async () => {
    smtp = await startSmtp();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // --ignore-lock: a developer's own `npm run dev` in this folder keeps running.
    dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...outsideVitest(process.env),
        DATA_DIR: dataDir,
        SITE_URL: baseUrl,
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: '200',
        MIN_FILL_MS: '0',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'info',
        ENQUIRY_INBOX: 'dev-inbox@northmill.example',
      },
    });
    dev.stdout!.on('data', (d) => logs.push(String(d)));
    dev.stderr!.on('data', (d) => logs.push(String(d)));

    await waitFor(
      async () => {
        if (dev!.exitCode !== null) throw new Error(`astro dev exited:\n${logs.join('')}`);
        const r = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
        return r?.ok === true;
      },
      'astro dev to answer /healthz',
      150_000,
      500,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${logs.join('')}`);
    });
    // Started when the dev server was set up, before any request asked for it.
    expect(logs.join('')).toContain('Background work started');

    // The first render of /contact compiles it (seconds under astro dev); formToken allows 10 s.
    const contact = await fetch(`${baseUrl}/contact`, { signal: AbortSignal.timeout(120_000) });
    const html = await contact.text();
    // The production policy's directives, with a nonce in place of the build's hashes (dev-policy.ts).
    const policy = contact.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    // Inline scripts and styles carry the nonce (the build hashes them); script files are
    // admitted by 'self' alone, so one from another site is refused here as in production.
    const tags = [...html.matchAll(/<(?:script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) {
      if (/\ssrc=/.test(tag)) expect(tag).not.toContain('nonce=');
      else expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(tags.some((t) => /\ssrc="\//.test(t))).toBe(true);
    const token = await formToken(baseUrl);
    const key = `dev-${Date.now().toString(36)}`;
    const answer = await postEnquiry(baseUrl, enquiryForm({ key, token }), { timeoutMs: 60_000 });
    expect(answer.status, answer.body).toBe(200);
    const id = acknowledgedId(answer.body);

    await waitFor(
      () => smtp!.messages.some((m) => m.to.includes('dev-inbox@northmill.example')),
      'the notification',
      30_000,
      200,
    );
    const notification = smtp.messages.find((m) => m.to.includes('dev-inbox@northmill.example'))!;
    expect(notification.raw).toContain(`Stored under fault conditions (${key}).`);
    expect(id).toBeTruthy();
    // One set of background work: one mail worker, one scheduler.
    expect(logs.join('').match(/Background work started/g)).toHaveLength(1);
  });
});

/** The environment without Vitest's markers: under VITEST, astro dev serves no pages. */
function outsideVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
}
