// Crash: the server process is SIGKILLed while enquiries are being submitted
// concurrently, then restarted on the same data. Every enquiry that was
// acknowledged (HTTP 200) must be stored whole: its row, its attachment bytes
// and its two outbox e-mails. Unacknowledged ones may or may not be there,
// but nothing is ever half-written, and retrying them with the same
// idempotency key stores each exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import {
  acknowledgedId,
  appDatabase,
  enquiryForm,
  formToken,
  pdfBytes,
  pool,
  postEnquiry,
  type AppDatabase,
  type Answer,
} from './helpers.ts';
import type { Db } from '../../src/lib/server/db/create-db.ts';

const TOTAL = 120; // upper bound; the kill stops new submissions
const IN_FLIGHT = 20;
const KILL_AFTER_ACKS = 15;

interface Sent {
  key: string;
  bytes: Buffer;
  answer: Answer | null; // null: never sent (the server was already dead)
}

async function storedState(db: Db, prefix: string) {
  const rows = await db.db
    .selectFrom('contact_submissions')
    .select(['id', 'idempotency_key', 'is_spam'])
    .where('idempotency_key', 'like', `${prefix}%`)
    .execute();
  const ids = rows.map((r) => r.id);
  const attachments = ids.length
    ? await db.db.selectFrom('attachments').select(['submission_id', 'data', 'size']).where('submission_id', 'in', ids).execute()
    : [];
  const outbox = ids.length
    ? await db.db.selectFrom('email_outbox').select(['submission_id', 'kind']).where('submission_id', 'in', ids).execute()
    : [];
  return { rows, attachments, outbox };
}

/** Every stored enquiry is whole: one attachment with the bytes sent under its key, and both e-mails. */
function expectWhole(state: Awaited<ReturnType<typeof storedState>>, byKey: Map<string, Sent>) {
  for (const row of state.rows) {
    const sent = byKey.get(row.idempotency_key!)!;
    expect(sent, `stored row for unknown key ${row.idempotency_key}`).toBeDefined();
    expect(Boolean(row.is_spam)).toBe(false);
    const atts = state.attachments.filter((a) => a.submission_id === row.id);
    expect(atts.length, `attachments of ${row.idempotency_key}`).toBe(1);
    expect(Buffer.compare(Buffer.from(atts[0]!.data), sent.bytes), `attachment bytes of ${row.idempotency_key}`).toBe(0);
    const kinds = state.outbox
      .filter((o) => o.submission_id === row.id)
      .map((o) => o.kind)
      .sort();
    expect(kinds, `outbox rows of ${row.idempotency_key}`).toEqual(['enquiry-confirmation', 'enquiry-notification']);
  }
}

describe.each(testDatabases())('SIGKILL during concurrent enquiries on %s', (kind) => {
  let adb: AppDatabase | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await adb?.cleanup();
  });

  it('keeps every acknowledged enquiry with its attachment and e-mails, and nothing half-written', async () => {
    adb = await appDatabase(kind, 'nm-crash-');
    const env: Record<string, string> = { ...adb.env, RATE_LIMITS: 'off', MIN_FILL_MS: '0', LOG_LEVEL: 'warn' };
    server = await startServer(env);
    const victim = server;
    const token = await formToken(victim.baseUrl);
    const prefix = `crash-${kind}-${Date.now().toString(36)}-`;

    let acks = 0;
    let killing: Promise<number | null> | undefined;
    const sent = await pool(TOTAL, IN_FLIGHT, async (i): Promise<Sent> => {
      const key = `${prefix}${String(i).padStart(4, '0')}`;
      const bytes = pdfBytes(i + 1, 2048 + ((i * 997) % 6144));
      if (killing) return { key, bytes, answer: null };
      const answer = await postEnquiry(victim.baseUrl, enquiryForm({ key, token, attachment: bytes }), { timeoutMs: 20_000 });
      if (answer.status === 200 && ++acks === KILL_AFTER_ACKS) killing = victim.stop('SIGKILL');
      return { key, bytes, answer };
    });
    expect(killing, 'the server was killed mid-run').toBeDefined();
    expect(await killing).toBeNull(); // exit code null: killed by a signal
    const byKey = new Map(sent.map((s) => [s.key, s]));
    const acked = sent.filter((s) => s.answer?.status === 200);
    const failed = sent.filter((s) => s.answer && s.answer.status !== 200);
    // Anything answered must be a success or a refusal to store, never a wrong 'yes'.
    for (const s of failed) expect([0, 503]).toContain(s.answer!.status);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(failed.length, 'requests were still in flight when the process died').toBeGreaterThan(0);

    server = await startServer(env); // the same DATA_DIR or DATABASE_URL
    const db = adb.open();

    const afterCrash = await storedState(db, prefix);
    const storedKeys = new Set(afterCrash.rows.map((r) => r.idempotency_key));
    for (const s of acked) {
      expect(storedKeys.has(s.key), `acknowledged ${s.key} survived the crash`).toBe(true);
      const row = afterCrash.rows.find((r) => r.idempotency_key === s.key)!;
      expect(row.id).toBe(acknowledgedId(s.answer!.body));
    }
    expectWhole(afterCrash, byKey);
    expect(afterCrash.rows.length).toBeLessThanOrEqual(acked.length + failed.length);

    // The visitor's retry (same key) after the restart stores each exactly once.
    const retry = [...failed, ...sent.filter((s) => !s.answer)].slice(0, 30);
    const retried = await pool(retry.length, 10, (i) =>
      postEnquiry(server!.baseUrl, enquiryForm({ key: retry[i]!.key, token, attachment: retry[i]!.bytes })),
    );
    for (const a of retried) expect(a.status, a.body).toBe(200);
    const final = await storedState(db, prefix);
    expectWhole(final, byKey);
    const counts = new Map<string, number>();
    for (const r of final.rows) counts.set(r.idempotency_key!, (counts.get(r.idempotency_key!) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(final.rows.length).toBe(acked.length + retry.length);
    console.info(
      `[crash ${kind}] acknowledged ${acked.length}, unanswered ${failed.length}, stored after crash ${afterCrash.rows.length}, after retries ${final.rows.length}`,
    );
  });
});
