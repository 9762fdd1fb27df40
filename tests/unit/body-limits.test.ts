import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, BODY_READ_DEADLINE_MS, bodyClassFor, bodyReadDeadlineFor } from '../../src/lib/server/http/body-limits.ts';
import { malformedJsonRefusal } from '../../src/lib/server/http/json-body.ts';

const MULTIPART = 'multipart/form-data; boundary=----x';

describe('bodyClassFor', () => {
  it('gives the enquiry action the attachment limit only for multipart bodies', () => {
    expect(bodyClassFor('POST', '/_actions/enquiry.submit', MULTIPART)).toBe('attachment');
    expect(bodyClassFor('POST', '/contact?_action=enquiry.submit', MULTIPART)).toBe('attachment');
    expect(bodyClassFor('POST', '/_actions/enquiry.submit', 'application/json')).toBe('form');
    expect(bodyClassFor('POST', '/contact?_action=enquiry.submit', 'application/x-www-form-urlencoded')).toBe('form');
  });

  it('gives a media library upload the 10 MB attachment limit only as multipart', () => {
    expect(bodyClassFor('POST', '/_actions/admin.media.upload', MULTIPART)).toBe('attachment');
    expect(bodyClassFor('POST', '/_actions/admin.media.upload', 'application/json')).toBe('staff');
    expect(bodyClassFor('POST', '/_actions/admin.media.update', MULTIPART)).toBe('staff');
  });

  it('gives staff actions the staff limit and every other action the form limit', () => {
    expect(bodyClassFor('POST', '/_actions/admin.blog.save', 'application/json')).toBe('staff');
    expect(bodyClassFor('POST', '/admin/blog?_action=admin.blog.save', MULTIPART)).toBe('staff');
    expect(bodyClassFor('POST', '/_actions/auth.login', MULTIPART)).toBe('form');
    expect(bodyClassFor('POST', '/blog?_action=newsletter.subscribe', 'application/x-www-form-urlencoded')).toBe('form');
  });

  it('accepts no body where no action is called, or for any other method', () => {
    expect(bodyClassFor('POST', '/contact', 'application/x-www-form-urlencoded')).toBe('none');
    expect(bodyClassFor('POST', '/no-such-page?x=1', 'text/plain')).toBe('none');
    expect(bodyClassFor('GET', '/_actions/auth.login', 'application/json')).toBe('none');
    expect(bodyClassFor('PUT', '/_actions/enquiry.submit', MULTIPART)).toBe('none');
    expect(bodyClassFor(undefined, undefined, undefined)).toBe('none');
  });

  it("gives the page and post editors' preview pages the staff limit, and no other admin page a body", () => {
    expect(bodyClassFor('POST', '/admin/content/home/preview', 'application/json')).toBe('staff');
    expect(bodyClassFor('POST', '/admin/content/home/preview', 'multipart/form-data; boundary=x')).toBe('staff');
    expect(bodyClassFor('POST', '/admin/blog/preview', 'multipart/form-data; boundary=x')).toBe('staff');
    expect(bodyClassFor('POST', '/admin/blog/preview/abc', 'multipart/form-data; boundary=x')).toBe('none');
    expect(bodyClassFor('POST', '/preview/abc', 'application/x-www-form-urlencoded')).toBe('none');
    expect(bodyClassFor('POST', '/admin/content/home/preview?x=1', 'application/json')).toBe('staff');
    expect(bodyClassFor('POST', '/admin/content/home/history', 'application/json')).toBe('none');
    expect(bodyClassFor('POST', '/admin/content/../preview', 'application/json')).toBe('none');
    // A piece of an uploaded site archive (8 MB): the attachment limit, at that one address only.
    expect(bodyClassFor('POST', '/admin/backups/upload?upload=x&offset=0&total=1', 'application/octet-stream')).toBe(
      'attachment',
    );
    expect(bodyClassFor('POST', '/admin/backups/uploads', 'application/octet-stream')).toBe('none');
    expect(bodyClassFor('POST', '/admin/backups', 'application/octet-stream')).toBe('none');
  });

  it('lets the newsletter confirmation page read its one-field form post', () => {
    expect(bodyClassFor('POST', '/newsletter/confirm', 'application/x-www-form-urlencoded')).toBe('form');
    expect(bodyClassFor('POST', '/newsletter/confirm?token=x', 'application/x-www-form-urlencoded')).toBe('form');
    expect(bodyClassFor('POST', '/newsletter/confirmx', 'application/x-www-form-urlencoded')).toBe('none');
  });

  it('has the documented limits and deadlines', () => {
    expect(BODY_LIMITS).toEqual({
      attachment: 10 * 1024 * 1024 + 256 * 1024,
      import: 100 * 1024 * 1024 + 64 * 1024,
      staff: 2 * 1024 * 1024,
      form: 256 * 1024,
      none: 0,
    });
    // The owner's blog export (issue 40): 100 MB on one plain form post, 15 minutes to arrive.
    expect(bodyClassFor('POST', '/admin/import/upload', 'multipart/form-data; boundary=x')).toBe('import');
    expect(bodyReadDeadlineFor('import')).toBe(15 * 60_000);
    expect(bodyReadDeadlineFor('attachment')).toBe(BODY_READ_DEADLINE_MS.attachment);
    expect(bodyReadDeadlineFor('form')).toBe(10_000);
    expect(BODY_READ_DEADLINE_MS.attachment).toBe(60_000);
  });
});

/** A JSON body that never ends: counts how many bytes anyone pulled from it. */
function endlessJson(chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const piece = new TextEncoder().encode('a'.repeat(chunk));
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const bytes = first ? new TextEncoder().encode('{"x":"') : piece;
      first = false;
      pulled.bytes += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  return { body, pulled };
}

describe('malformedJsonRefusal over the body limit', () => {
  it('answers 413 for a chunked JSON body past its limit, having read no more than the limit and a chunk', async () => {
    const { body, pulled } = endlessJson();
    const url = new URL('http://x/_actions/auth.login');
    const request = new Request(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const answer = await malformedJsonRefusal(request, url);
    expect(answer?.status).toBe(413);
    expect(answer?.headers.get('connection')).toBe('close');
    await new Promise((r) => setTimeout(r, 50));
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMITS.form + 3 * 64 * 1024);
  });

  it('answers 413 at once for a declared length over the limit', async () => {
    const url = new URL('http://x/_actions/newsletter.subscribe');
    const request = new Request(url, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(BODY_LIMITS.form + 1) },
    });
    expect((await malformedJsonRefusal(request, url))?.status).toBe(413);
  });

  it('lets a staff action carry more than a public one', async () => {
    const big = JSON.stringify({ content: 'a'.repeat(BODY_LIMITS.form + 10) });
    const staffUrl = new URL('http://x/_actions/admin.blog.save');
    const publicUrl = new URL('http://x/_actions/auth.login');
    const make = (u: URL) => new Request(u, { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
    expect(await malformedJsonRefusal(make(staffUrl), staffUrl)).toBeNull();
    expect((await malformedJsonRefusal(make(publicUrl), publicUrl))?.status).toBe(413);
  });
});
