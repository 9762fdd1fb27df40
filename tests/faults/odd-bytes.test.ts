// Odd bytes in every route and every query parameter, on SQLite and
// PostgreSQL, public and signed in as staff: never a 5xx. Routes are read
// from src/pages and parameter names from the source, so a new page or a new
// parameter is swept without editing this file. A NUL or bytes that are not
// UTF-8 (%FF, overlong %C0%AF, lone surrogate %ED%A0%80) get 400 or 404;
// odd but valid characters reach the routes and must not break them either.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appDatabase, pool, signIn, timedGet, type AppDatabase } from './helpers.ts';

const OWNER = { email: 'odd-bytes@northmill.example', password: 'Odd bytes, even keel 2026' };
/** Refused at the edge: NUL, invalid UTF-8. */
const UNREADABLE = ['%00', 'a%00b', '%FF', '%C0%AF', '%ED%A0%80', '%E2%82'];
/** Valid UTF-8 that reaches the routes: a control character, a noncharacter, bidi override + emoji. */
const ODD_BUT_VALID = ['%01', '%EF%BF%BF', '%E2%80%AE%F0%9F%92%A5'];
/** Plausible values for dynamic segments, so the other segments and the query reach a real route. */
const SAMPLE: Record<string, string> = { slug: 'about', id: '1', offerId: '1', kind: 'page', source: 'home', file: 'x.png' };
// 404 and 500 are the error pages themselves; render-error exists to fail (test routes only).
const SKIP = new Set(['/404', '/500', '/test-support/render-error']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** URL templates of every page and endpoint ('/admin/content/[slug]'). */
function routes(): string[] {
  return files('src/pages')
    .map((f) =>
      `/${path.relative('src/pages', f)}`
        .replace(/\.(astro|ts)$/, '')
        .replace(/\/index$/, '')
        .replace(/^$/, '/'),
    )
    .map((r) => r || '/')
    .filter((r) => !SKIP.has(r))
    .sort();
}

/** Every query parameter the code reads by name, plus the two filters read in a loop over a key list. */
function parameterNames(): string[] {
  const names = new Set<string>();
  const read = /(?:params|searchParams)\.(?:get|getAll|has)\(\s*['"]([A-Za-z_]+)['"]/g;
  for (const f of files('src').filter((f) => /\.(ts|tsx|astro)$/.test(f))) {
    for (const m of readFileSync(f, 'utf8').matchAll(read)) names.add(m[1]!);
  }
  // src/lib/admin/enquiries.ts (FILTER_KEYS) and src/lib/audit-filter.ts read these through a list.
  for (const n of ['q', 'projectType', 'budget', 'status', 'spam', 'page', 'actor', 'action', 'from', 'to', 'category'])
    names.add(n);
  return [...names].sort();
}

const fill = (template: string, odd: string | null, at: number) => {
  let i = 0;
  return template.replace(/\[(\w+)\]/g, (_m, name: string) => (i++ === at && odd !== null ? odd : (SAMPLE[name] ?? 'x')));
};

describe.each(testDatabases())('odd bytes in URLs (%s)', (kind) => {
  let db: AppDatabase;
  let server: RunningServer;
  let cookie = '';

  beforeAll(async () => {
    db = await appDatabase(kind, 'nm-odd-');
    server = await startServer({
      ...db.env,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    });
    cookie = await signIn(server.baseUrl, OWNER.email, OWNER.password);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.cleanup();
  });

  const fetchAs = (url: string) => timedGet(`${server.baseUrl}${url}`, 20_000, url.startsWith('/admin') ? { cookie } : {});

  it('the cases from the review: 400 or 404', async () => {
    for (const url of [
      '/blog?q=%00',
      '/blog?category=%00',
      '/blog/%00',
      '/og/page/%00/x.png',
      '/admin/audit?q=%00',
      '/admin/enquiries.csv?q=%00',
      '/admin/content/%00',
    ]) {
      const a = await fetchAs(url);
      expect([400, 404], `${url}: ${a.status} ${a.body.slice(0, 200)}`).toContain(a.status);
    }
  });

  it('every route and parameter: never a 5xx, unreadable bytes 400 or 404', async () => {
    const names = parameterNames();
    expect(names).toEqual(expect.arrayContaining(['q', 'category', 'token', 'next', 'rev', 'view']));
    const all = routes();
    expect(all).toEqual(expect.arrayContaining(['/', '/blog/[slug]', '/admin/content/[slug]', '/og/[kind]/[source]/[file]']));
    const requests: { url: string; unreadable: boolean }[] = [];
    for (const odd of [...UNREADABLE, ...ODD_BUT_VALID]) {
      const unreadable = UNREADABLE.includes(odd);
      for (const template of all) {
        const query = names.map((n) => `${n}=${odd}`).join('&');
        requests.push({ url: `${fill(template, null, -1)}?${query}`, unreadable });
        requests.push({ url: `${fill(template, null, -1)}?${odd}=1`, unreadable });
        const segments = (template.match(/\[\w+\]/g) ?? []).length;
        for (let at = 0; at < segments; at++) requests.push({ url: fill(template, odd, at), unreadable });
        if (segments === 0 && template !== '/') requests.push({ url: `${template}/${odd}`, unreadable });
      }
    }
    const answers = await pool(requests.length, 4, async (i) => ({ ...requests[i]!, answer: await fetchAs(requests[i]!.url) }));
    const failures = answers
      .filter(
        ({ answer, unreadable }) =>
          answer.status === 0 || answer.status >= 500 || (unreadable && ![400, 404].includes(answer.status)),
      )
      .map(({ url, answer }) => `${answer.status} ${url}`);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    // The staff pages were really reached signed in, not sent to the sign-in gate.
    const audit = answers.find((a) => a.url.startsWith('/admin/audit?') && !a.unreadable);
    expect(audit?.answer.status).toBe(200);
    expect(server.logs.join('')).not.toMatch(/render failed|"level":50/);
  });
});
