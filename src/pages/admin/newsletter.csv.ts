import type { APIRoute } from 'astro';
import { getRuntime } from '../../lib/server/runtime.ts';
import { validateSessionToken } from '../../lib/server/auth/sessions.ts';
import { readSessionCookie } from '../../lib/server/auth/cookies.ts';
import { writeAudit } from '../../lib/server/repositories/audit.ts';
import { listSubscribers } from '../../lib/server/newsletter.ts';
import { csvDateTime, csvFilename, toCsv } from '../../lib/csv.ts';

// Confirmed newsletter subscribers with their record of consent, for signed-in staff only.
export const GET: APIRoute = async (context) => {
  const { config, database, logger } = getRuntime();
  const session = context.locals.staff ? await validateSessionToken(database.db, readSessionCookie(context.cookies, config)) : null;
  if (!session) {
    return new Response('Sign in to export newsletter subscribers.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  try {
    const subscribers = await listSubscribers(database.db, { confirmedOnly: true });
    const body = toCsv(
      ['Email', 'Consent text', 'Source', 'Subscribed at', 'Confirmed at'],
      subscribers.map((s) => [s.email, s.consentText, s.source, csvDateTime(s.createdAt), csvDateTime(s.confirmedAt!)]),
    );
    await writeAudit(database.db, {
      actorId: session.user.id,
      actorEmail: session.user.email,
      action: 'newsletter.export',
      targetType: 'newsletter_subscriber',
      detail: { rows: subscribers.length },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFilename('newsletter')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (err) {
    logger.error({ err, reqId: context.locals.requestId }, 'newsletter CSV export failed');
    return new Response('Error exporting newsletter subscribers.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
};
