import { describe, expect, it } from 'vitest';
import { ownerCookie, useBuiltServer } from '../../helpers/built-server.ts';

// Structured field errors over the wire: a handler's verdict on one field
// travels as an input error (issues with a path), for the island's fetch and
// for the plain-HTML form's re-render alike. No "field: message" strings.
const site = useBuiltServer();

describe('field errors from action handlers', () => {
  it('a post with neither title nor slug names the slug field in structured issues', async () => {
    const cookie = await ownerCookie(site.baseUrl);
    const post = {
      title: '',
      slug: '',
      excerpt: '',
      content: '<p>Body</p>',
      author: 'Northmill',
      category: 'Technology',
      tags: [],
      featured: false,
      published: false,
      publishedAt: null,
      metaTitle: '',
      metaDescription: '',
    };
    const r = await fetch(`${site.baseUrl}/_actions/admin.blog.save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.baseUrl, Cookie: cookie },
      body: JSON.stringify(post),
    });
    expect(r.status).toBe(400);
    const body = (await r.json()) as {
      type: string;
      issues: { path: string[]; message: string }[];
      fields: Record<string, string[]>;
    };
    expect(body.type).toBe('AstroActionInputError');
    expect(body.issues).toEqual([expect.objectContaining({ path: ['slug'], message: 'Enter a title or a slug.' })]);
    expect(body.fields).toEqual({ slug: ['Enter a title or a slug.'] });
  });

  it('the no-JavaScript contact form shows a NUL verdict beside its field', async () => {
    const fd = new FormData();
    const fields = {
      name: 'Nul \u0000 Byte',
      email: 'nul@example.co.uk',
      company: 'Nul Ltd',
      project_type: 'app',
      project: 'A project with a NUL in the name.',
      consent: 'on',
    };
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    const r = await fetch(`${site.baseUrl}/contact?_action=enquiry.submit`, {
      method: 'POST',
      body: fd,
      headers: { Origin: site.baseUrl },
      redirect: 'manual',
    });
    expect(r.status).toBe(400);
    const html = await r.text();
    const message = 'Please remove the invisible control character (NUL) from this field.';
    expect(html).toContain(message);
    expect(html).not.toContain(`name: ${message}`);
    expect(html).toMatch(/id="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="name"/);
  });
});
