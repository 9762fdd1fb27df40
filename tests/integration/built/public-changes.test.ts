// Side effects declared once (issue 25): every staff action declares what it may change on the
// public site (staffAction's `changes`). Here every action that declares a change makes one,
// through the real server over HTTP, and the public page that shows it is fetched through the
// route cache before (a cached copy) and after (the change is there): an action that forgot to
// declare what it changed, or a page whose render did not tag what it read (issue 39), would
// leave the cached copy in place and fail; where a scenario names a page that read nothing the
// change touched, that page must still be cached after it. Every other action
// must declare 'none', and a new action without a declaration fails at once. Own servers, one
// per database, with cached pages kept for 10 minutes so only the invalidation explains a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS } from '../../../src/lib/permissions.ts';
import { adminActionChanges, adminActionNames } from '../../helpers/action-registry.ts';
import { testDatabases } from '../../helpers/databases.ts';
import { startServer, type RunningServer } from '../../../support/server.ts';
import { devalueParse } from '../../../support/devalue.ts';
import { appDatabase, signIn, waitFor, type AppDatabase } from '../../faults/helpers.ts';
import { scenarios, type Site } from './public-changes-scenarios.ts';

const OWNER = { email: 'changes-owner@northmill.example', password: 'One wheel, many pages 2026' };

describe('what each staff action declares', () => {
  const declared = adminActionChanges();
  it('every action declares its public changes, and exactly those that declare one are exercised below', () => {
    expect([...declared.keys()].sort()).toEqual(adminActionNames().sort());
    expect([...declared.keys()].sort()).toEqual(Object.keys(ADMIN_ACTIONS).sort());
    const exercised = scenarios.map((s) => s.action);
    expect(new Set(exercised).size).toBe(exercised.length);
    for (const [name, kinds] of declared) {
      const scenario = scenarios.find((s) => s.action === name);
      // An action that changes something public must be exercised here; one that does not says so.
      if (kinds === 'none') expect(scenario, `${name} declares 'none' but has a scenario`).toBeUndefined();
      else expect(scenario, `${name} declares ${kinds.join(', ')}: add a scenario`).toBeDefined();
    }
  });
});

describe.each(testDatabases())('every public change shows on its page at once, on %s', (kind) => {
  let db: AppDatabase;
  let server: RunningServer;
  let site: Site;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    db = await appDatabase(kind, 'nm-changes-');
    server = await startServer({
      ...db.env,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      CACHE_MAX_AGE: '600',
    });
    const base = server.baseUrl;
    const cookie = await signIn(base, OWNER.email, OWNER.password);
    const direct = db.open().db;
    site = {
      kind,
      db: direct,
      async call(action, input, form) {
        const body =
          form === 'multipart'
            ? (input as FormData)
            : form
              ? new URLSearchParams(input as Record<string, string>)
              : JSON.stringify(input);
        const headers: Record<string, string> = { Origin: base, Cookie: cookie };
        if (!form) headers['Content-Type'] = 'application/json';
        const r = await fetch(`${base}/_actions/${action}`, { method: 'POST', body, headers, redirect: 'manual' });
        const text = await r.text();
        expect(r.status, `${action}: ${text.slice(0, 300)}`).toBe(200);
        return devalueParse(text) as Record<string, unknown>;
      },
      async page(path) {
        const r = await fetch(`${base}${path}`, { redirect: 'manual' });
        let body = await r.text();
        // What the calculator offers is a file the page names (issue 26), part of what it shows.
        const suggestions = /\/calculator\/tools\/[\w-]+\.json/.exec(body)?.[0];
        if (suggestions) body += await (await fetch(`${base}${suggestions}`)).text();
        return { status: r.status, cache: r.headers.get('x-cache'), body };
      },
      waitFor,
    };
  });
  afterAll(async () => {
    await server?.stop();
    await db?.cleanup();
    console.log(`public changes on ${kind}: ${scenarios.length} actions in ${Date.now() - started} ms`);
  });

  for (const s of scenarios) {
    it(`${s.action}: ${s.what}`, async () => {
      const check = await s.prepare(site);
      // The page is in the cache before the change: the second fetch is answered from memory.
      await site.page(check.path);
      const before = await site.page(check.path);
      expect(before.cache, `${check.path} was not cached`).toBe('HIT');
      expect(check.shows(before.body), `${check.path} already showed the change`).toBe(false);
      if (check.keeps) await site.page(check.keeps);
      await check.act();
      const after = await site.page(check.path);
      expect(check.shows(after.body, after.status), `${check.path} does not show ${s.action}'s change`).toBe(true);
      // Dropped by tag: a page that read nothing this changed is still answered from memory.
      if (check.keeps) expect((await site.page(check.keeps)).cache, `${check.keeps} was dropped too`).toBe('HIT');
    });
  }
});
