import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { submitTestEnquiry } from '../helpers/outbox.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { startMailWorker } from '../../src/lib/server/email/worker.ts';
import { saveWebhookSettings, webhookSecret } from '../../src/lib/server/webhook/settings.ts';
import { latestOfKind } from '../../src/lib/server/repositories/outbox.ts';
import type { WebhookSettings } from '../../src/lib/webhook/settings.ts';
import { addressPolicy } from '../../src/lib/server/net/address-policy.ts';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Hit {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A real HTTP receiver: answers each request with the next status in `script` (then 200). */
async function receiver(script: number[]) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = script.shift() ?? 200;
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/enquiries`;
  return { hits, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(testDatabases())('enquiry webhook on %s', (kind) => {
  let t: TestDb;
  const cleanups: (() => Promise<void>)[] = [];
  const settings = defaultSettings(loadConfig({}));

  beforeEach(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, settings);
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
    await t.cleanup();
  });

  const submit = () => submitTestEnquiry(t.database.db, settings);

  function drain(outboundPolicy = addressPolicy('127.0.0.1')) {
    // No SMTP server at all: chat notifications must still go out.
    const w = startMailWorker({
      database: t.database,
      logger,
      smtpUrl: undefined,
      from: 'x@example.com',
      pollMs: 30,
      retryDelayMs: 60,
      // The receivers below listen on loopback: opened as OUTBOUND_ALLOW_NETWORKS=127.0.0.1 would.
      outboundPolicy,
    });
    cleanups.push(() => w.stop());
    return w;
  }

  async function until(check: () => Promise<boolean> | boolean) {
    const end = Date.now() + 10_000;
    while (Date.now() < end) {
      if (await check()) return;
      await sleep(25);
    }
    throw new Error('timed out');
  }

  it('a signed JSON notification is retried after a 500 and reaches a real receiver once, with only the chosen fields', async () => {
    const rx = await receiver([500]);
    cleanups.push(rx.close);
    const s: WebhookSettings = { enabled: true, url: rx.url, format: 'json', fields: ['name', 'projectType', 'link'] };
    await saveWebhookSettings(t.database.db, s);
    const id = await submit();
    drain();
    await until(async () => (await latestOfKind(t.database.db, 'webhook'))?.status === 'sent');
    await sleep(150);
    expect(rx.hits.map((h) => h.status)).toEqual([500, 200]);
    const ok = rx.hits.filter((h) => h.status === 200);
    expect(ok).toHaveLength(1);
    const { headers, body } = ok[0]!;
    const ts = headers['x-northmill-timestamp'] as string;
    expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(30);
    const expected = `v1=${createHmac('sha256', await webhookSecret(t.database.db))
      .update(`${ts}.${body}`)
      .digest('hex')}`;
    expect(headers['x-northmill-signature']).toBe(expected);
    const payload = JSON.parse(body) as Record<string, unknown>;
    expect(payload).toEqual({
      event: 'enquiry.created',
      enquiryId: id,
      flagged: false,
      name: 'Grace Hopper',
      projectType: expect.any(String),
      adminUrl: `https://www.northmill.example/admin?view=${id}`,
    });
    expect(body).not.toContain('grace@example.co.uk');
    expect(body).not.toContain('07700');
    expect(body).not.toContain('Harbour');
    const last = await latestOfKind(t.database.db, 'webhook');
    expect(last).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('Slack gets a text message and no signature; a disabled webhook sends nothing', async () => {
    const rx = await receiver([]);
    cleanups.push(rx.close);
    await saveWebhookSettings(t.database.db, { enabled: true, url: rx.url, format: 'slack', fields: ['company', 'budget'] });
    await submit();
    drain();
    await until(() => rx.hits.length === 1);
    const { text } = JSON.parse(rx.hits[0]!.body) as { text: string };
    expect(text).toContain('New enquiry');
    expect(text).toContain('Company: Harbour Freight Ltd');
    expect(text).not.toContain('Grace');
    expect(rx.hits[0]!.headers['x-northmill-signature']).toBeUndefined();

    await saveWebhookSettings(t.database.db, { enabled: false, url: rx.url, format: 'slack', fields: ['name'] });
    await submit();
    await sleep(300);
    expect(rx.hits).toHaveLength(1);
  });

  it('a revoked webhook (410) is not retried', async () => {
    const rx = await receiver([410, 410, 410]);
    cleanups.push(rx.close);
    await saveWebhookSettings(t.database.db, { enabled: true, url: rx.url, format: 'teams', fields: ['name', 'link'] });
    await submit();
    drain();
    await until(async () => (await latestOfKind(t.database.db, 'webhook'))?.status === 'failed');
    await sleep(200);
    expect(rx.hits).toHaveLength(1);
    const card = JSON.parse(rx.hits[0]!.body) as { attachments: { contentType: string }[] };
    expect(card.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
  });

  it('a link to this server is never posted to without OUTBOUND_ALLOW_NETWORKS, by address or by name, and is not retried', async () => {
    const rx = await receiver([]);
    cleanups.push(rx.close);
    const port = new URL(rx.url).port;
    // Saved before the address policy existed (the settings form refuses them now).
    for (const url of [rx.url, `http://localhost:${port}/hooks`, `http://[::ffff:127.0.0.1]:${port}/hooks`]) {
      await saveWebhookSettings(t.database.db, { enabled: true, url, format: 'json', fields: ['name'] });
      await submit();
    }
    drain(addressPolicy());
    await until(async () => {
      const rows = await t.database.db.selectFrom('email_outbox').select('status').where('kind', '=', 'webhook').execute();
      return rows.length === 3 && rows.every((r) => r.status === 'failed');
    });
    await sleep(200);
    expect(rx.hits).toEqual([]);
    const rows = await t.database.db
      .selectFrom('email_outbox')
      .select(['attempts', 'last_error'])
      .where('kind', '=', 'webhook')
      .execute();
    for (const r of rows) {
      expect(Number(r.attempts)).toBe(1);
      expect(r.last_error).toMatch(/^refused: .*private or local address/);
    }
  });
});
