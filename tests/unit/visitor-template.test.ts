import { describe, expect, it } from 'vitest';
import {
  VISITOR_TEMPLATE_HEADER,
  fillVisitorValues,
  fromVisitorTemplate,
  placeholder,
  type VisitorTemplate,
} from '../../src/lib/server/http/visitor-template.ts';
import { invalidatePublicTags, publicChangeCount } from '../../src/lib/server/route-cache/registry.ts';

let issued = 0;
const key = { placeholder: placeholder('key'), fresh: () => `key-${++issued}` };
const token = { placeholder: placeholder('token'), fresh: async () => `token-${++issued}` };
const FORM: VisitorTemplate = { name: 'form', slots: [key, token] };

/** A rendered page as the middleware gets it: placeholders in the markup (twice for the key) and the mark. */
function rendered(extra = '', headers: Record<string, string> = {}): Response {
  const html = `<form><input value="${key.placeholder}"><input value="${token.placeholder}"></form><i props="{&quot;k&quot;:&quot;${key.placeholder}&quot;}"></i>${extra}`;
  return new Response(html, {
    headers: { 'Content-Type': 'text/html', ETag: '"of-the-placeholders"', [VISITOR_TEMPLATE_HEADER]: 'form', ...headers },
  });
}

const valuesIn = (html: string) => [...html.matchAll(/(key|token)-\d+/g)].map((m) => m[0]);
const now = () => ({ generation: publicChangeCount(), maxAgeMs: 60_000 });

describe('visitor templates', () => {
  it('fills each answer with its own values, the same value wherever one slot appears, and strips the mark', async () => {
    const a = await fillVisitorValues(rendered(), [FORM]);
    const html = await a.text();
    const [k1, t1, k2] = valuesIn(html);
    expect(k1).toMatch(/^key-/);
    expect(t1).toMatch(/^token-/);
    expect(k2).toBe(k1);
    expect(html).not.toContain('nmvisitor');
    expect(a.headers.has(VISITOR_TEMPLATE_HEADER)).toBe(false);
    expect(a.headers.get('ETag')).not.toBe('"of-the-placeholders"');
    expect(Number(a.headers.get('Content-Length'))).toBe(Buffer.byteLength(html));
  });

  it('keeps a plain GET and answers the next visits from it with new values each time, never the first visitor’s', async () => {
    const first = await (await fillVisitorValues(rendered('<p>v1</p>'), [FORM], { path: '/form', ...now() })).text();
    const second = await fromVisitorTemplate('/form', 60_000)!;
    const third = await fromVisitorTemplate('/form', 60_000)!;
    const [s, t] = [await second.text(), await third.text()];
    expect(s).toContain('<p>v1</p>');
    for (const value of valuesIn(first)) expect(s + t).not.toContain(value);
    expect(valuesIn(s)[0]).not.toBe(valuesIn(t)[0]);
    expect(second.headers.get('ETag')).not.toBe(third.headers.get('ETag'));
    expect(s.replace(/(key|token)-\d+/g, 'X')).toBe(first.replace(/(key|token)-\d+/g, 'X'));
  });

  it('drops the kept page when the public pages change or it is older than the page cache allows', async () => {
    await fillVisitorValues(rendered(), [FORM], { path: '/edited', ...now() });
    void invalidatePublicTags(['settings']);
    expect(fromVisitorTemplate('/edited', 60_000)).toBeNull();

    await fillVisitorValues(rendered(), [FORM], { path: '/old', ...now() });
    expect(fromVisitorTemplate('/old', -1)).toBeNull();
    // A render that began before an edit is not kept: it may show what the edit replaced.
    const before = publicChangeCount();
    void invalidatePublicTags(['settings']);
    await fillVisitorValues(rendered(), [FORM], { path: '/raced', generation: before, maxAgeMs: 60_000 });
    expect(fromVisitorTemplate('/raced', 60_000)).toBeNull();
  });

  it('keeps nothing that is not a 200 for everyone: an error, a cookie, or with the page cache off', async () => {
    const notOk = new Response(await rendered().text(), { status: 400, headers: rendered().headers });
    await fillVisitorValues(notOk, [FORM], { path: '/400', ...now() });
    await fillVisitorValues(rendered('', { 'Set-Cookie': 'a=b' }), [FORM], { path: '/cookie', ...now() });
    await fillVisitorValues(rendered(), [FORM], { path: '/off', generation: publicChangeCount(), maxAgeMs: 0 });
    for (const path of ['/400', '/cookie', '/off']) expect(fromVisitorTemplate(path, 60_000)).toBeNull();
  });

  it('passes an unmarked response through and refuses a mark nobody registered', async () => {
    const plain = new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } });
    expect(await fillVisitorValues(plain, [FORM])).toBe(plain);
    const unknown = new Response('x', { headers: { [VISITOR_TEMPLATE_HEADER]: 'other' } });
    await expect(fillVisitorValues(unknown, [FORM])).rejects.toThrow(/no visitor template/);
  });
});
