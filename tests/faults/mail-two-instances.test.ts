// Two app instances share one database (a PostgreSQL schema, or one SQLite
// file in WAL mode used by two processes) and one SMTP server. Both mail
// workers drain the same outbox: every message must be delivered exactly
// once and every outbox row end up 'sent'.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { testDatabases } from '../helpers/databases.ts';
import { acknowledgedId, appDatabase, enquiryForm, formToken, pool, postEnquiry, waitFor, type AppDatabase } from './helpers.ts';

const ENQUIRIES = 30; // 60 e-mails

describe.each(testDatabases())('two instances draining one outbox on %s', (kind) => {
  let adb: AppDatabase | undefined;
  let smtp: TestSmtp | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await smtp?.close();
    await adb?.cleanup();
  });

  it('delivers each message exactly once and marks every row sent', async () => {
    adb = await appDatabase(kind, 'nm-mail2-');
    smtp = await startSmtp();
    const env = {
      ...adb.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      RATE_LIMITS: 'off',
      MIN_FILL_MS: '0',
      LOG_LEVEL: 'info',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [a, b] = servers as [RunningServer, RunningServer];
    const token = await formToken(a.baseUrl);
    const run = Date.now().toString(36);

    // Alternate between the instances: each one's worker is kicked by its own submissions and polls too.
    const answers = await pool(ENQUIRIES, 6, (i) =>
      postEnquiry((i % 2 ? b : a).baseUrl, enquiryForm({ key: `mail2-${kind}-${run}-${String(i).padStart(3, '0')}`, token })),
    );
    for (const r of answers) expect(r.status, r.body).toBe(200);
    const ids = answers.map((r) => acknowledgedId(r.body));
    expect(new Set(ids).size).toBe(ENQUIRIES);

    const db = adb.open();
    const drainedIn = await waitFor(
      async () => {
        const pending = await db.db.selectFrom('email_outbox').select('id').where('status', '!=', 'sent').execute();
        return pending.length === 0 && smtp!.messages.length >= ENQUIRIES * 2;
      },
      'the outbox to drain',
      30_000,
      200,
    );
    // Give a duplicate (if there were one) time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1000));

    const rows = await db.db.selectFrom('email_outbox').select(['id', 'status', 'submission_id', 'attempts']).execute();
    expect(rows).toHaveLength(ENQUIRIES * 2);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(rows.every((r) => Number(r.attempts) === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.submission_id))).toEqual(new Set(ids));

    const counts = new Map<string, number>();
    for (const m of smtp.messages) {
      const id = m.header('x-outbox-id');
      expect(id, 'every message carries X-Outbox-Id').toBeTruthy();
      counts.set(id!, (counts.get(id!) ?? 0) + 1);
    }
    const duplicated = [...counts].filter(([, n]) => n !== 1);
    expect(duplicated, 'messages delivered more than once').toEqual([]);
    expect(new Set(counts.keys())).toEqual(new Set(rows.map((r) => r.id)));
    expect(smtp.messages).toHaveLength(ENQUIRIES * 2);

    const attempts = await db.db.selectFrom('email_attempts').select(['outbox_id', 'ok']).execute();
    expect(attempts).toHaveLength(ENQUIRIES * 2);
    expect(attempts.every((t) => Boolean(t.ok))).toBe(true);

    const sentBy = servers.map(
      (s) =>
        s.logs
          .join('')
          .split('\n')
          .filter((l) => l.includes('"msg":"email sent"')).length,
    );
    expect(sentBy.reduce((x, y) => x + y, 0)).toBe(ENQUIRIES * 2);
    console.info(
      `[mail-two-instances ${kind}] ${ENQUIRIES * 2} messages drained in ${drainedIn} ms; sent by instance A ${sentBy[0]}, B ${sentBy[1]}`,
    );
    expect(
      sentBy.every((n) => n > 0),
      'both workers took part',
    ).toBe(true);
  });
});
