import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ukDatesIn } from '../../src/lib/uk-time.ts';
import { previewKindOf, previewPolicy } from '../../src/lib/server/http/preview-policy.ts';
import { valueText } from '../../src/lib/audit-words.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';
import { sameDocument } from '../../src/lib/page-content/same-document.ts';

describe('preview policy', () => {
  it('lists exactly the hashes of the page’s own stylesheets and allows no script', () => {
    const css = 'body{color:red}';
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const policy = previewPolicy(`<style>${css}</style><script>alert(1)</script>`, 'staff');
    expect(policy).toContain(`style-src ${hash};`);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe');
    expect(previewPolicy('<p>no style</p>', 'shared')).toContain("style-src 'none'");
    expect(previewPolicy('', 'shared')).toContain("frame-ancestors 'none'");
  });

  it('knows which paths are previews', () => {
    expect(previewKindOf('/admin/content/home/preview')).toBe('staff');
    expect(previewKindOf('/admin/blog/preview/abc')).toBe('staff');
    expect(previewKindOf('/preview/abc')).toBe('shared');
    expect(previewKindOf('/admin/content/home')).toBeNull();
    expect(previewKindOf('/blog/preview')).toBeNull();
  });
});

describe('UK dates in history and audit', () => {
  it('rewrites ISO timestamps in notes and audit values', () => {
    expect(ukDatesIn('Restored the version of 2026-11-25T22:38:54.011Z')).toBe('Restored the version of 25 Nov 2026, 22:38');
    expect(ukDatesIn('Published 2026-07-01T08:00:00Z')).toBe('Published 1 Jul 2026, 09:00');
    expect(ukDatesIn('No date here')).toBe('No date here');
    expect(valueText('publishedAt', '2026-11-25T22:38:54.011Z')).toBe('‘25 Nov 2026, 22:38’');
  });

  it('reads content and schedule entries as sentences with UK dates', () => {
    const base = { actorId: 'u1', actorEmail: 'sam@northmill.example', actorName: 'Sam Patel', targetType: 'content_page' };
    expect(
      auditSentence({
        ...base,
        action: 'content.restoreRevision',
        targetId: 'about',
        detail: { restoredFrom: '2026-11-25T22:38:54.011Z' },
      }),
    ).toBe('Sam Patel restored an earlier version of the page ‘/about’ (saved 25 Nov 2026, 22:38)');
    expect(
      auditSentence({
        ...base,
        action: 'content.schedulePublish',
        targetId: 'home',
        detail: { publishAt: '2026-12-01T09:00:00.000Z' },
      }),
    ).toBe('Sam Patel scheduled the changes to the page ‘/’ to go live on 1 Dec 2026, 09:00');
    expect(
      auditSentence({
        ...base,
        action: 'blog.restore_revision',
        targetType: 'blog_post',
        targetId: 'p1',
        detail: { slug: 'fixed-prices' },
      }),
    ).toBe('Sam Patel restored an earlier version of the post ‘fixed-prices’');
    expect(auditSentence({ ...base, action: 'content.publish', targetId: 'faq', detail: {} })).toBe(
      'Sam Patel published changes to the page ‘/faq’',
    );
  });
});

describe('unpublished changes', () => {
  it('compares documents by value, whatever order their keys were stored in', () => {
    const a = {
      sections: [{ id: 'hero', type: 'hero', hidden: false, data: { headline: 'A', stats: [{ value: '1', label: 'x' }] } }],
    };
    const b = {
      sections: [{ data: { stats: [{ label: 'x', value: '1' }], headline: 'A' }, hidden: false, type: 'hero', id: 'hero' }],
    };
    expect(sameDocument(a, b)).toBe(true);
    expect(sameDocument(a, { sections: [{ ...a.sections[0]!, data: { ...a.sections[0]!.data, headline: 'B' } }] })).toBe(false);
    expect(sameDocument(a, { sections: [...a.sections, ...a.sections] })).toBe(false);
  });
});
