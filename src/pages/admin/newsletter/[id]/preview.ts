import { staffEndpoint, privateText } from '../../../../lib/server/loaders/staff.ts';
import { loadIssuePreview } from '../../../../lib/server/loaders/newsletter-admin.ts';

// The e-mail as sent, for the editor's preview frame. Its own policy, not the
// admin's: a mail's styles are inline attributes, which the admin's CSP
// refuses, and nothing in it may run script, submit a form or be framed
// outside the admin.
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

export const GET = staffEndpoint(
  { unauthorised: 'Sign in to preview newsletters.', failure: 'Error rendering the preview.', log: 'newsletter preview failed' },
  async ({ params, url }) => {
    const mail = await loadIssuePreview(params.id ?? '');
    if (!mail) return privateText(404, 'That newsletter does not exist.');
    const text = url.searchParams.get('format') === 'text';
    return new Response(text ? mail.text : mail.html, {
      headers: {
        'Content-Type': text ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': POLICY,
        'X-Frame-Options': 'SAMEORIGIN',
      },
    });
  },
);
